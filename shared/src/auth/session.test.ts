import { useAuthStore } from './store';

// Seams: the Firebase Auth SDK (we drive its auth-state callback) and the network client.
type Listener = (user: unknown) => void;
let listener: Listener | undefined;
let currentUser: unknown = null;
jest.mock('@app/shared/firebase/client', () => ({
  onAuthChange: (cb: Listener) => {
    listener = cb;
    return () => undefined;
  },
  signOutOfFirebase: jest.fn(),
  firebaseAuth: () => ({ currentUser }),
}));
const getUserProfile = jest.fn();
jest.mock('@app/shared/api/client', () => ({
  api: { getUserProfile: (...args: unknown[]) => getUserProfile(...args) },
}));

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

describe('auth session (SPEC §4)', () => {
  beforeAll(async () => {
    const { startAuthSession } = await import('./session');
    startAuthSession();
    startAuthSession(); // idempotent: one subscription per page
  });
  beforeEach(() => useAuthStore.setState({ status: 'checking', user: null }));

  it('signed out when the SDK reports no user', () => {
    listener?.(null);
    expect(useAuthStore.getState()).toEqual({ status: 'signed-out', user: null });
  });

  it('force-refreshes the token, fetches the profile and merges it with the claims', async () => {
    const fbUser = fakeFirebaseUser();
    currentUser = fbUser;
    getUserProfile.mockResolvedValue({
      uid: 'u1',
      email: 'lan@example.com',
      displayName: 'Nguyễn Thị Lan',
      photoURL: 'http://127.0.0.1:5001/avatars/u1/avatar.jpg',
      roles: ['creator'],
      library: [],
    });
    listener?.(fbUser);
    await flush();
    expect(fbUser.getIdToken).toHaveBeenCalledWith(true);
    const state = useAuthStore.getState();
    expect(state.status).toBe('signed-in');
    expect(state.user).toEqual({
      uid: 'u1',
      email: 'lan@example.com',
      displayName: 'Nguyễn Thị Lan',
      photoURL: 'http://127.0.0.1:5001/avatars/u1/avatar.jpg',
      roles: ['creator'],
      library: [],
      claims: { admin: true, email_verified: false },
    });
  });

  it('becomes signed out when the profile cannot be fetched', async () => {
    const fbUser = fakeFirebaseUser();
    currentUser = fbUser;
    getUserProfile.mockRejectedValue(new Error('unavailable'));
    listener?.(fbUser);
    await flush();
    expect(useAuthStore.getState().status).toBe('signed-out');
  });
});
