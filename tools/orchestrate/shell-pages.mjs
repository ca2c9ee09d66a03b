// The shell's page server (shell/server: each public page's own head for crawlers and link previews,
// robots.txt, the sitemaps) for the static server that serves the shell. It is TypeScript, run through tsx
// as the API is; its settings come from the environment (shell/server/settings.ts).
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';

const require = createRequire(import.meta.url);
const { apps } = require('../apps.cjs');
const { appEnv } = require('../webpack/app-env.cjs');

/** @returns {Promise<{answer: (pathname: string, request: object) => Promise<object | null>}>} */
export async function shellPages(env = process.env) {
  const { settingsFrom, pageServer } = await tsImport('../../shell/server/settings.ts', import.meta.url);
  const build = appEnv(env);
  const shell = apps.find((app) => app.name === 'shell');
  return pageServer(
    settingsFrom(env, {
      siteOrigin: `http://localhost:${shell.port}`,
      functionsOrigin: build.FUNCTIONS_ORIGIN,
      projectId: build.FIREBASE_PROJECT_ID,
    }),
  );
}
