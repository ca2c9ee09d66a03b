// The VietQR payload (NAPAS 247 "chuyển nhanh đến tài khoản"): EMVCo Merchant-Presented QR, a chain of
// TLV fields (2-digit id, 2-digit length, value) ending with a CRC16-CCITT checksum. No maintained npm
// package builds it offline (the `vietqr` package calls the vietqr.io web API), so it is built here from
// the published layout and checked by the tests against known-good payloads.
import { stripDiacritics } from '@app/shared/text/fold';

/** NAPAS's application id for VietQR (field 38, sub-field 00). */
const NAPAS_GUID = 'A000000727';
/** Service code: transfer to a bank account (field 38, sub-field 02). */
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
/** ISO 4217 numeric code of VND. */
const CURRENCY_VND = '704';
/** The purpose field (62.08) holds at most 25 characters. */
export const MAX_NOTE_LENGTH = 25;

export type VietQrInput = {
  /** NAPAS bank identifier (BIN), e.g. 970436 for Vietcombank. */
  bankBin: string;
  accountNumber: string;
  /** Integer VND; omitted for a static code without an amount. */
  amount?: number;
  /** Transfer note, e.g. `TT ABCDEFGHJK`. */
  note?: string;
};

/** One TLV field; the length is the value's length in characters (all values here are ASCII). */
export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo field 63 requires; 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Banks accept only plain ASCII letters, digits and spaces in the note. */
function cleanNote(note: string): string {
  return stripDiacritics(note)
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NOTE_LENGTH);
}

export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new Error('bank BIN must be 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(input.accountNumber)) throw new Error('invalid account number');
  const hasAmount = input.amount !== undefined && input.amount > 0;
  if (hasAmount && !Number.isInteger(input.amount)) throw new Error('amount must be whole VND');
  const beneficiary = tlv('00', input.bankBin) + tlv('01', input.accountNumber);
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', SERVICE_TO_ACCOUNT);
  const note = input.note ? cleanNote(input.note) : '';
  const body =
    tlv('00', '01') +
    // 12: dynamic code (carries an amount, meant for one payment); 11: static.
    tlv('01', hasAmount ? '12' : '11') +
    tlv('38', merchant) +
    tlv('53', CURRENCY_VND) +
    (hasAmount ? tlv('54', String(input.amount)) : '') +
    tlv('58', 'VN') +
    (note ? tlv('62', tlv('08', note)) : '');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}

/**
 * The payload of an order's VietQR code: its price and transfer note to the payee's account. The checkout page
 * and the order e-mail both draw this one, so a buyer scanning either pays the same transfer.
 */
export function orderQrPayload(order: {
  price: number;
  transferNote: string;
  payee: { bankBin: string; accountNumber: string };
}): string {
  return buildVietQrPayload({
    bankBin: order.payee.bankBin,
    accountNumber: order.payee.accountNumber,
    amount: order.price,
    note: order.transferNote,
  });
}

export type TlvMap = Map<string, string>;

/** Reads one level of TLV fields (for tests and the browser journey's QR check). Throws on bad lengths. */
export function parseTlv(payload: string): TlvMap {
  const fields: TlvMap = new Map();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) {
      throw new Error(`malformed TLV at ${at}`);
    }
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** True when the payload ends with field 63 holding the CRC of everything before its value. */
export function hasValidCrc(payload: string): boolean {
  const match = /6304([0-9A-F]{4})$/.exec(payload);
  return Boolean(match) && crc16(payload.slice(0, -4)) === match?.[1];
}
