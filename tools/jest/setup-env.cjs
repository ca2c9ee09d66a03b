// What webpack's DefinePlugin injects in real builds.
globalThis.__APP_ENV__ = {
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_PROJECT_ID: 'demo-marketplace',
  FIREBASE_AUTH_DOMAIN: 'demo-marketplace.firebaseapp.com',
  AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
  FUNCTIONS_ORIGIN: 'http://127.0.0.1:5001',
};
