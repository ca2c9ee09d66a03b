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
  // signs in with e-mail and password only.
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (__APP_ENV__.AUTH_EMULATOR_URL) {
    connectAuthEmulator(auth, __APP_ENV__.AUTH_EMULATOR_URL, { disableWarnings: true });
  }
  return auth;
}
