// Reads a VietQR code off the page and checks it independently of the product's own code: an EMVCo TLV
// reader and CRC-16/CCITT written here on purpose.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const length = Number(payload.slice(at + 2, at + 4));
    out.set(payload.slice(at, at + 2), payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return out;
}

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The text of a QR code as the page shows it: pass the element's screenshot (`await qr.screenshot()`), so
 * what is decoded is what a banking app's camera would see, whatever format the product draws it in.
 */
export function decodeQr(screenshot: Buffer): string {
  const png = PNG.sync.read(screenshot);
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

/** The VietQR fields a transfer depends on, read from a payload whose CRC is checked. */
export function readVietQr(payload: string) {
  if (payload.slice(-4) !== crc16(payload.slice(0, -4))) throw new Error('VietQR CRC does not match');
  const top = fields(payload);
  const merchant = fields(top.get('38') ?? '');
  const account = fields(merchant.get('01') ?? '');
  return {
    version: top.get('01'),
    currency: top.get('53'),
    amount: top.get('54'),
    country: top.get('58'),
    note: fields(top.get('62') ?? '').get('08'),
    guid: merchant.get('00'),
    bin: account.get('00'),
    accountNumber: account.get('01'),
  };
}
