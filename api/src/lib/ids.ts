// Identifier generation.
import { randomInt, randomUUID } from 'node:crypto';

// No 0/O, 1/I/L: the id is read aloud and typed into bank apps.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Random id of uppercase letters and digits, e.g. for orders (`TT {id}` in the bank note). */
export function shortId(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export function uuid(): string {
  return randomUUID();
}
