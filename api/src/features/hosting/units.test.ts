import { randomBytes } from 'node:crypto';
import { decryptToken, encryptToken } from './crypto';
import { sameOriginPath } from './next-path';

describe('sameOriginPath', () => {
  it.each(['/creator/products', '/', '/creator/products?tab=1#top', '/a/b%2Fc'])('keeps %s', (path) => {
    expect(sameOriginPath(path)).toBe(path);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/x',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '/a\\b',
    'creator/products',
    ' /creator',
    '/creator\n/x',
    '/\tevil',
    '/creator\u0000',
    '/creator\u007f',
  ])('refuses %j', (path) => {
    expect(sameOriginPath(path)).toBeNull();
  });
});

describe('token encryption (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh IV each time', () => {
    const a = encryptToken(key, 'tok_123');
    const b = encryptToken(key, 'tok_123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('tok_123');
    expect(decryptToken(key, a)).toBe('tok_123');
  });

  it('refuses a tampered value or another key', () => {
    const sealed = encryptToken(key, 'tok_123');
    const [iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptToken(key, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptToken(randomBytes(32), sealed)).toThrow();
    expect(() => decryptToken(key, 'not-sealed')).toThrow();
  });
});
