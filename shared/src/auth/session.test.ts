import { mockedApi } from '@app/shared/testing/apiMock';
import { ACCOUNT_SUSPENDED } from '@app/shared/contracts/errors';
import { signOutOfFirebase } from '@app/shared/firebase/client';
import { useAuthStore, useSessionEnd } from './store';

// Seams: the Firebase Auth SDK (we drive its auth-state callback) and the network client.
type Listener = (user: unknown) => void;
let listener: Listener | undefined;
let currentUser: unknown = null;
let persisted = true;
let keptToken: string | null = null;
const refusalOf = jest.fn(async (_token: string): Promise<string | null> => null);
const onAuthChange = jest.fn(async (cb: Listener) => {
  listener = cb;
  return () => undefined;
});
jest.mock('@app/shared/firebase/client', () => ({
  PERSISTED_USER_PREFIX: 'firebase:authUser:',
  hasPersistedUser: () => persisted,
  persistedRefreshToken: () => keptToken,
  refusalOf: (token: string) => refusalOf(token),
  onAuthChange: (cb: Listener) => onAuthChange(cb),
  signOutOfFirebase: jest.fn(),
  currentUser: async () => currentUser,
}));
jest.mock('@app/shared/api/client', () => jest.requireActual('@app/shared/testing/apiMock').apiClientMock());
const { getUserProfile } = mockedApi();

function fakeFirebaseUser() {
  return {
    uid: 'u1',
    email: 'lan@example.com',
    displayName: 'Lan (Firebase)',
    photoURL: null,
    getIdToken: jest.fn(async () => 'token'),
    getIdTokenResult: jest.fn(async () => ({ claims: { admin: true, email_verified: false } })),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('auth session (docs/product.md §4)', () => {
  beforeAll(async () => {
    const { startAuthSession } = await import('./session');
    startAuthSession();
    startAuthSession(); // idempotent: one subscription per page
    expect(onAuthChange).toHaveBeenCalledTimes(1);
  });
  beforeEach(() => useAuthStore.setState({ status: 'checking', user: null }));

  it('signed out when the SDK reports no user', () => {
    listener?.(null);
    expect(useAuthStore.getState()).toEqual({ status: 'signed-out', user: null });
  });

  it('force-refreshes the token, fetches the profile and merges it with the claims', async () => {
    const fbUser = fakeFirebaseUser();
    currentUser = fbUser;
    const profile = {
      uid: 'u1',
      email: 'lan@example.com',
      displayName: 'Nguyễn Thị Lan',
      photoURL: 'http://127.0.0.1:5001/avatars/u1/avatar.jpg',
      roles: ['creator'],
      library: [],
    };
    getUserProfile.mockResolvedValue(profile);
    listener?.(fbUser);
    await flush();
    expect(fbUser.getIdToken).toHaveBeenCalledWith(true);
    const state = useAuthStore.getState();
    expect(state.status).toBe('signed-in');
    expect(state.user).toEqual({ ...profile, claims: { admin: true, email_verified: false } });
  });

  it('becomes signed out when the profile cannot be fetched', async () => {
    const fbUser = fakeFirebaseUser();
    currentUser = fbUser;
    getUserProfile.mockRejectedValue(new Error('unavailable'));
    listener?.(fbUser);
    await flush();
    expect(useAuthStore.getState().status).toBe('signed-out');
    // A failure that says nothing about the account: no reason to tell the user.
    expect(useSessionEnd.getState().reason).toBeNull();
  });

  it.each([
    [
      'a suspended account (the API refuses the profile)',
      'profile',
      { code: 'permission-denied', details: ACCOUNT_SUSPENDED },
      'suspended',
    ],
    ['a disabled account (the token refresh is refused)', 'token', { code: 'auth/user-disabled' }, 'suspended'],
    ['revoked sessions (the token refresh is refused)', 'token', { code: 'auth/user-token-expired' }, 'revoked'],
  ] as const)(
    'on %s: signs out of the SDK and keeps why, until the next sign-in',
    async (_case, where, error, reason) => {
      const fbUser = fakeFirebaseUser();
      currentUser = fbUser;
      if (where === 'token') fbUser.getIdToken.mockRejectedValue(error);
      else getUserProfile.mockRejectedValue(error);
      (signOutOfFirebase as jest.Mock).mockClear();
      listener?.(fbUser);
      await flush();
      expect(useAuthStore.getState().status).toBe('signed-out');
      expect(useSessionEnd.getState().reason).toBe(reason);
      expect(signOutOfFirebase).toHaveBeenCalled();

      // Signing in again clears it.
      getUserProfile.mockResolvedValue({
        uid: 'u1',
        email: null,
        displayName: null,
        photoURL: null,
        roles: [],
        library: [],
      });
      listener?.(fakeFirebaseUser());
      await flush();
      expect(useAuthStore.getState().status).toBe('signed-in');
      expect(useSessionEnd.getState().reason).toBeNull();
    },
  );
});

describe('auth session in a browser with no persisted session', () => {
  it('is signed out at once without loading the SDK, and starts it when another tab signs in', async () => {
    jest.resetModules();
    onAuthChange.mockClear();
    persisted = false;
    const { useAuthStore: store } = await import('./store');
    store.setState({ status: 'checking', user: null });
    const { startAuthSession } = await import('./session');
    startAuthSession();
    expect(store.getState().status).toBe('signed-out');
    expect(onAuthChange).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(onAuthChange).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'firebase:authUser:k:[DEFAULT]', newValue: '{}' }));
    expect(onAuthChange).toHaveBeenCalledTimes(1);
  });

  it('follows the SDK after a sign-in on this page (refreshUser)', async () => {
    jest.resetModules();
    onAuthChange.mockClear();
    persisted = false;
    currentUser = null;
    const { startAuthSession, refreshUser } = await import('./session');
    startAuthSession();
    expect(onAuthChange).not.toHaveBeenCalled();
    await refreshUser();
    expect(onAuthChange).toHaveBeenCalledTimes(1);
  });
});

describe('auth session restoring a session the identity service refuses', () => {
  // The SDK drops a refused session on its own and reports nobody; the kept token, asked again, says why.
  it.each([
    ['auth/user-disabled', 'suspended'],
    ['auth/user-token-expired', 'revoked'],
  ] as const)('says why when the service answers %s (%s)', async (refusal, reason) => {
    jest.resetModules();
    persisted = true;
    keptToken = 'kept-refresh-token';
    refusalOf.mockReset().mockResolvedValue(refusal);
    const { useAuthStore: store, useSessionEnd: end } = await import('./store');
    store.setState({ status: 'checking', user: null });
    end.setState({ reason: null });
    const { startAuthSession } = await import('./session');
    startAuthSession();
    await flush();
    listener?.(null);
    // Nothing is shown as signed out before the answer: the page waits for the check to finish.
    expect(store.getState().status).toBe('checking');
    await flush();
    await flush();
    expect(refusalOf).toHaveBeenCalledWith('kept-refresh-token');
    expect(store.getState().status).toBe('signed-out');
    expect(end.getState().reason).toBe(reason);
  });

  it('is a plain sign-out when the service gives no reason, and asks only on the restore', async () => {
    jest.resetModules();
    persisted = true;
    keptToken = 'kept-refresh-token';
    refusalOf.mockReset().mockResolvedValue(null);
    const { useAuthStore: store, useSessionEnd: end } = await import('./store');
    end.setState({ reason: null });
    const { startAuthSession } = await import('./session');
    startAuthSession();
    await flush();
    listener?.(null);
    await flush();
    await flush();
    expect(store.getState().status).toBe('signed-out');
    expect(end.getState().reason).toBeNull();
    // A later sign-out (another tab) is not a restore: nothing is asked.
    listener?.(null);
    expect(refusalOf).toHaveBeenCalledTimes(1);
    keptToken = null;
  });
});
