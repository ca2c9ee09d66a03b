import { safeRedirect } from './actions';

jest.mock('@app/shared/firebase/client', () => ({}));
jest.mock('@app/shared/auth/session', () => ({ refreshUser: jest.fn() }));

describe('safeRedirect', () => {
  const origin = 'http://localhost:3000';
  it.each([
    ['/my/library', '/my/library'],
    ['/my/library?tab=2#x', '/my/library?tab=2#x'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/auth?redirect=/x', '/'],
  ])('%s → %s', (target, expected) => {
    expect(safeRedirect(target, origin)).toBe(expected);
  });
});
