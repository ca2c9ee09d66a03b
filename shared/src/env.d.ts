// Injected at build time by tools/webpack/create-config.cjs (DefinePlugin) and by the Jest setup.
declare const __APP_ENV__: {
  FIREBASE_API_KEY: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_AUTH_DOMAIN: string;
  AUTH_EMULATOR_URL: string;
  FUNCTIONS_ORIGIN: string;
};

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
