// Whose token the identity service refused for a suspension (disabled account, revoked tokens) — and nobody's
// for any other refusal: a forged or expired token never names a holder.
import { refusedSubject } from './auth';

const token = (payload: object) => ['e30', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'sig'].join('.');

it('names the subject of a token refused only because its account is disabled or its tokens revoked', () => {
  expect(refusedSubject(token({ sub: 'u-1' }), { code: 'auth/user-disabled' })).toBe('u-1');
  expect(refusedSubject(token({ sub: 'u-2' }), { code: 'auth/id-token-revoked' })).toBe('u-2');
});

it('names nobody for any other refusal, or a token without a subject', () => {
  for (const code of ['auth/argument-error', 'auth/id-token-expired', 'auth/invalid-id-token', undefined]) {
    expect(refusedSubject(token({ sub: 'u-1' }), { code })).toBeNull();
  }
  expect(refusedSubject(token({ sub: 'u-1' }), new Error('user disabled'))).toBeNull();
  expect(refusedSubject(token({}), { code: 'auth/user-disabled' })).toBeNull();
  expect(refusedSubject('not-a-token', { code: 'auth/user-disabled' })).toBeNull();
});
