// Builds the shell page's inline boot script (shell-boot.js, see there) for tools/webpack/index.html.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { root } = require('../apps.cjs');
const { appEnv } = require('./app-env.cjs');

/** A TypeScript file of the repository as plain CommonJS (ES2017), for the build's inline scripts. */
function compileTs(file) {
  return transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2017' },
    module: { type: 'commonjs' },
    sourceMaps: false,
  }).code;
}

/**
 * The shell page's inline boot script (tools/webpack/shell-boot.js) with what it needs compiled in: the route
 * table of @app/shared/routing/areas, the early calls of @app/shared/api/early-calls and the product page's
 * heading of @app/shared/catalog/product-frame with its cover's srcset of @app/shared/media/picture (none imports anything, so each compiles alone), turned into
 * plain JavaScript here so the page and the shell's code can never disagree on which area owns a path or
 * which call a page makes first; and the API's origin and project of this build (app-env.cjs), for the early
 * call's URL.
 */
function shellBootScript(env = appEnv()) {
  const boot = fs.readFileSync(path.join(__dirname, 'shell-boot.js'), 'utf8');
  // Each compiled module declares its functions in the boot function's scope; `exports` only catches its exports.
  const modules = [
    'shared/src/routing/areas.ts',
    'shared/src/api/early-calls.ts',
    'shared/src/catalog/product-frame.ts',
    'shared/src/media/picture.ts',
  ]
    .map((file) => `exports = {};\n${compileTs(path.join(root, file))}`)
    .join('\n');
  const settings = JSON.stringify({ functionsOrigin: env.FUNCTIONS_ORIGIN, projectId: env.FIREBASE_PROJECT_ID });
  const prelude = `var exports;\n${modules}\nvar apiSettings = ${settings.replace(/</g, '\\u003c')};\n`;
  return boot.replace('(function () {\n', () => `(function () {\n${prelude}`);
}

module.exports = { compileTs, shellBootScript };
