// Builds the shell page's inline boot script (shell-boot.js, see there) for tools/webpack/index.html.
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const { root } = require('../apps.cjs');

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
 * The shell page's inline boot script (tools/webpack/shell-boot.js) with the route table it needs: the one
 * in @app/shared/routing/areas (no imports, so it compiles alone), turned into plain JavaScript here so the
 * page and the shell's code can never disagree on which area owns a path.
 */
function shellBootScript() {
  const code = compileTs(path.join(root, 'shared/src/routing/areas.ts'));
  const boot = fs.readFileSync(path.join(__dirname, 'shell-boot.js'), 'utf8');
  // The compiled module declares `areaForPath` in the boot function's scope; `exports` only catches its exports.
  const areas = `var exports = {};\n${code}\n`;
  return boot.replace('(function () {\n', () => `(function () {\n${areas}`);
}

module.exports = { compileTs, shellBootScript };
