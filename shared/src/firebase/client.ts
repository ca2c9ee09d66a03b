// The one Firebase client of the page. Only @app/shared imports firebase (lint rule), and @app/shared
// is a federation singleton, so every area talks to the same app, auth and functions instances.
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';

export const FUNCTIONS_REGION = 'asia-southeast1';

let auth: Auth | undefined;
let functions: Functions | undefined;

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
  // signs in with e-mail and password only.
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (__APP_ENV__.AUTH_EMULATOR_URL) {
    connectAuthEmulator(auth, __APP_ENV__.AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}

export function firebaseFunctions(): Functions {
  if (functions) return functions;
  const origin = new URL(__APP_ENV__.FUNCTIONS_ORIGIN);
  const isLocal = origin.hostname === '127.0.0.1' || origin.hostname === 'localhost';
  if (isLocal) {
    // Locally the API speaks the emulator URL shape: /{projectId}/{region}/{name}.
    functions = getFunctions(firebaseApp(), FUNCTIONS_REGION);
    connectFunctionsEmulator(functions, origin.hostname, Number(origin.port || 80));
  } else {
    // In production a custom domain serves /{name} directly.
    functions = getFunctions(firebaseApp(), origin.origin);
  }
  return functions;
}
