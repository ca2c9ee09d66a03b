import type { AppUser, AuthState } from '@app/shared/auth/store';
import { backgroundAreas } from './preload';

const user = (roles: AppUser['roles']): AuthState => ({
  status: 'signed-in',
  user: { uid: 'u1', email: null, displayName: null, photoURL: null, roles, library: [], claims: {} },
});

describe('backgroundAreas', () => {
  it('downloads only the public areas for a visitor who is signed out or not yet known', () => {
    expect(backgroundAreas({ status: 'signed-out', user: null })).toEqual(['marketplace', 'academy', 'creator']);
    expect(backgroundAreas({ status: 'checking', user: null })).toEqual(['marketplace', 'academy', 'creator']);
  });

  it('adds the account area once signed in, and the admin area only for an admin', () => {
    expect(backgroundAreas(user([]))).toEqual(['marketplace', 'academy', 'creator', 'account']);
    expect(backgroundAreas(user(['creator']))).toEqual(['marketplace', 'academy', 'creator', 'account']);
    expect(backgroundAreas(user(['admin']))).toEqual(['marketplace', 'academy', 'creator', 'admin', 'account']);
  });
});
