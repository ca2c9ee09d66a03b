// The seed admin's ID token from the local Auth emulator, for the developer scripts that act as an admin on
// the running local API (simulate-transfer, admin-call).
import { SEED_ACCOUNTS } from '../src/seed/data';

const EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099'}`;

export async function adminToken(): Promise<string> {
  const admin = SEED_ACCOUNTS.find((account) => account.uid === 'seed-admin');
  if (!admin) throw new Error('no seed admin account');
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error('could not sign in as the seed admin (is the Auth emulator running?)');
  return body.idToken;
}
