// The one Firebase client of the page, and the only module that imports firebase (lint rule).
//
// Why one module: firebase is not a federation-shared library (sharing it would ship all of firebase/auth,
// phone, popup and MFA sign-in included, about 15 KB gzipped more). Each app's build therefore has its own
// copy of the SDK, and two copies on one page would not see each other's app, auth and functions
// instances. This module is a federation singleton (@app/shared/firebase/client), so every area on the
// page goes through the single copy that came with it, whichever build provided it.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  validatePassword,
  type Auth,
  type PasswordValidationStatus,
  type User,
} from 'firebase/auth';
import type * as FunctionsSdk from 'firebase/functions';
import type { Functions } from 'firebase/functions';

export type { PasswordValidationStatus, User };

const FUNCTIONS_REGION = 'asia-southeast1';

let auth: Auth | undefined;

export function firebaseApp(): FirebaseApp {
  if (getApps().length) return getApp();
  return initializeApp({
    apiKey: __APP_ENV__.FIREBASE_API_KEY,
    projectId: __APP_ENV__.FIREBASE_PROJECT_ID,
    authDomain: __APP_ENV__.FIREBASE_AUTH_DOMAIN,
  });
}

export function firebaseAuth(): Auth {
  if (auth) return auth;
  // initializeAuth without a popup/redirect resolver keeps the first-load bundle small: this product
  // signs in with e-mail and password only. The session is kept in localStorage (kept across tabs and
  // restarts, synchronised between tabs by storage events). IndexedDB, the SDK's default, is left out:
  // the SDK opens and test-writes every listed store before it answers the sign-in check, and on a first
  // visit creating that database held every page back by about 0.5 s with a 4x-throttled CPU.
  auth = initializeAuth(firebaseApp(), { persistence: browserLocalPersistence });
  if (__APP_ENV__.AUTH_EMULATOR_URL) {
    connectAuthEmulator(auth, __APP_ENV__.AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}

/** Calls `listener` with the signed-in user (or null) now and on every change; returns the unsubscribe. */
export function onAuthChange(listener: (user: User | null) => void): () => void {
  return onAuthStateChanged(firebaseAuth(), listener);
}

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(firebaseAuth(), email, password);
}

export function sendResetEmail(email: string): Promise<void> {
  return sendPasswordResetEmail(firebaseAuth(), email);
}

export function checkPasswordPolicy(password: string): Promise<PasswordValidationStatus> {
  return validatePassword(firebaseAuth(), password);
}

export function signOutOfFirebase(): Promise<void> {
  return signOut(firebaseAuth());
}

// The functions SDK loads with the first call, not with the first page. It is imported here (not in a
// module of its own) so that it always registers with this module's Firebase app.
let functions: Promise<{ instance: Functions; sdk: typeof FunctionsSdk }> | undefined;

function loadFunctions() {
  functions ??= import('firebase/functions').then((sdk) => {
    const origin = new URL(__APP_ENV__.FUNCTIONS_ORIGIN);
    const isLocal = origin.hostname === '127.0.0.1' || origin.hostname === 'localhost';
    let instance: Functions;
    if (isLocal) {
      // Locally the API speaks the emulator URL shape: /{projectId}/{region}/{name}.
      instance = sdk.getFunctions(firebaseApp(), FUNCTIONS_REGION);
      sdk.connectFunctionsEmulator(instance, origin.hostname, Number(origin.port || 80));
    } else {
      // In production a custom domain serves /{name} directly.
      instance = sdk.getFunctions(firebaseApp(), origin.origin);
    }
    return { instance, sdk };
  });
  functions.catch(() => (functions = undefined));
  return functions;
}

/** One callable call (bearer ID token, time-out); throws the SDK's FunctionsError on failure. */
export async function callFunction(name: string, data: unknown, timeoutMs: number): Promise<unknown> {
  const { instance, sdk } = await loadFunctions();
  const result = await sdk.httpsCallable(instance, name, { timeout: timeoutMs })(data);
  return result.data;
}
