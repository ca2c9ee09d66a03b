// Build-time settings of the front-end apps, with embedded local defaults; production sets them in the
// environment. One definition for the webpack factory (baked into the bundles) and the static server (whose
// Content-Security-Policy must allow exactly the origins the bundles talk to).
const { services } = require('../apps.cjs');

function appEnv(env = process.env) {
  return {
    FIREBASE_API_KEY: env.APP_FIREBASE_API_KEY ?? 'demo-api-key',
    FIREBASE_PROJECT_ID: env.APP_FIREBASE_PROJECT_ID ?? 'demo-marketplace',
    FIREBASE_AUTH_DOMAIN: env.APP_FIREBASE_AUTH_DOMAIN ?? 'demo-marketplace.firebaseapp.com',
    // Empty string = use the real Firebase Auth service (production builds set APP_AUTH_EMULATOR_URL="").
    AUTH_EMULATOR_URL: env.APP_AUTH_EMULATOR_URL ?? `http://127.0.0.1:${services.authEmulator}`,
    // Origin of the callable API; the Firebase SDK appends /{projectId}/{region}/{name}.
    FUNCTIONS_ORIGIN: env.APP_FUNCTIONS_ORIGIN ?? `http://127.0.0.1:${services.api}`,
  };
}

/** The identity service's origins the Firebase Auth SDK calls (the emulator locally). */
function identityOrigins(settings = appEnv()) {
  if (settings.AUTH_EMULATOR_URL) return [new URL(settings.AUTH_EMULATOR_URL).origin];
  return ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
}

module.exports = { appEnv, identityOrigins };
