// ID tokens for the money bench's users from the Auth emulator (shared with every other job on the machine).
import { SEED_ACCOUNTS } from '../../src/seed/data';
import { EMULATOR_HOST } from '../emulator';

export const PROJECT = 'demo-marketplace';
const PASSWORD = 'bench-money-password-1';

/** Signs in with the emulator's password endpoint; the ID token, or null when the account is not there. */
async function signIn(email: string, password: string): Promise<string | null> {
  const response = await fetch(
    `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  return body.idToken ?? null;
}

/**
 * An ID token for `uid`, its emulator account made with that uid only when it is missing (writing the account
 * again would revoke the tokens of that second: strict calls would answer 401).
 */
export async function tokenFor(uid: string): Promise<string> {
  // The emulator is shared and, under load, sometimes answers late or not at all: a few tries.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tokenOnce(uid);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
    }
  }
}

async function tokenOnce(uid: string): Promise<string> {
  const seeded = SEED_ACCOUNTS.find((account) => account.uid === uid);
  const email = seeded?.email ?? `${uid}@scale.example.com`;
  const password = seeded?.password ?? PASSWORD;
  const signedIn = await signIn(email, password);
  if (signedIn) return signedIn;
  const base = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}`;
  const admin = { 'content-type': 'application/json', authorization: 'Bearer owner' };
  const created = await fetch(`${base}/accounts`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ localId: uid, email, password }),
  });
  await created.body?.cancel();
  // The account is there with another password (a test on the shared emulator set its own): set ours.
  if (!created.ok) {
    await fetch(`${base}/accounts:update`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ localId: uid, email, password }),
    }).then((response) => response.body?.cancel());
  }
  const token = await signIn(email, password);
  if (!token) throw new Error(`could not sign in as ${uid}`);
  return token;
}
