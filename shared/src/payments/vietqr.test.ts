import { buildVietQrPayload, crc16, hasValidCrc, parseTlv } from './vietqr';

// Payloads produced by real banks and payment providers (scanned or published), with their own CRCs.
const KNOWN_GOOD = [
  // payOS payment link (MB Bank), amount 2000, note in 62.08.
  '00020101021238570010A000000727012700069704220113VQRQABRLS04480208QRIBFTTA5303704540420005802VN6224082018f8746b181045f0a2ce63040FC0',
  // Static account QR printed by a bank app (no amount).
  '00020101021138570010A00000072701270006970405011322082054793800208QRIBFTTA53037045802VN630497A6',
  // VietQR examples published with the PHP library cuongnm/viet_qr_pay.
  '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA5303704540410005802VN62150811Chuyen tien6304BBB8',
  // EMVCo-family check from Brazil's Pix manual (same TLV and CRC rules).
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
];

describe('crc16 (CRC-16/CCITT-FALSE)', () => {
  it('gives the standard check value', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });

  it.each(KNOWN_GOOD)('validates the known-good payload %s', (payload) => {
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('rejects a payload with one character changed', () => {
    const tampered = KNOWN_GOOD[2].replace('54041000', '54041001');
    expect(hasValidCrc(tampered)).toBe(false);
  });
});

describe('buildVietQrPayload', () => {
  it('reproduces published payloads byte for byte', () => {
    expect(
      buildVietQrPayload({ bankBin: '970416', accountNumber: '257678859', amount: 1000, note: 'Chuyen tien' }),
    ).toBe(KNOWN_GOOD[2]);
  });

  it('carries the bank, account, amount and the note TT {id}, with a valid CRC', () => {
    const payload = buildVietQrPayload({
      bankBin: '970436',
      accountNumber: '1234567890',
      amount: 79000,
      note: 'TT ABCDEFGHJK',
    });
    expect(hasValidCrc(payload)).toBe(true);
    const fields = parseTlv(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('53')).toBe('704');
    expect(fields.get('54')).toBe('79000');
    expect(fields.get('58')).toBe('VN');
    const merchant = parseTlv(fields.get('38') ?? '');
    expect(merchant.get('00')).toBe('A000000727');
    expect(merchant.get('02')).toBe('QRIBFTTA');
    const beneficiary = parseTlv(merchant.get('01') ?? '');
    expect(beneficiary.get('00')).toBe('970436');
    expect(beneficiary.get('01')).toBe('1234567890');
    expect(parseTlv(fields.get('62') ?? '').get('08')).toBe('TT ABCDEFGHJK');
  });

  it('makes a static code without an amount, and keeps the note to 25 plain characters', () => {
    const fields = parseTlv(
      buildVietQrPayload({
        bankBin: '970436',
        accountNumber: '1234567890',
        note: 'Thanh toán đơn hàng số 12345678 - quà',
      }),
    );
    expect(fields.get('01')).toBe('11');
    expect(fields.has('54')).toBe(false);
    expect(parseTlv(fields.get('62') ?? '').get('08')).toBe('Thanh toan don hang so 12');
  });

  it('refuses a malformed bank BIN, account or amount', () => {
    expect(() => buildVietQrPayload({ bankBin: '97043', accountNumber: '1' })).toThrow();
    expect(() => buildVietQrPayload({ bankBin: '970436', accountNumber: '12 34' })).toThrow();
    expect(() => buildVietQrPayload({ bankBin: '970436', accountNumber: '1', amount: 1.5 })).toThrow();
  });
});
