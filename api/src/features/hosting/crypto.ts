// Hosting-platform access tokens at rest: AES-256-GCM with the HOSTING_TOKEN_KEY setting, a fresh 12-byte
// IV per token, stored as `iv.tag.ciphertext` (base64url). A tampered value or another key fails to decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function encryptToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

/** The token, or an error when the value was altered or sealed with another key. */
export function decryptToken(key: Buffer, sealed: string): string {
  const [iv, tag, encrypted] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !encrypted || iv.length !== 12 || tag.length !== 16) throw new Error('malformed sealed token');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
}
