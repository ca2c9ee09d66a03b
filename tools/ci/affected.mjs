#!/usr/bin/env node
// `npm run ci:affected [-- --base <ref>] [--dry-run]`: lint, typecheck and tests of the packages a change touches
// and of the packages that depend on them, nothing else. The change is everything between the merge base with
// `--base` (default: $CI_BASE_REF, else origin/main when it exists, else main) and the working tree, new files
// included. A change inside one area checks that area alone; a change in @app/shared checks every package
// using it; a change to the tools or the root configuration checks everything (./plan.mjs). The full run on
// main stays `.ci/run`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { planChecks } from './plan.mjs';

const require = createRequire(import.meta.url);
const { root } = require('../apps.cjs');

const { values } = parseArgs({
  options: { base: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function hasRef(ref) {
  return spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: root }).status === 0;
}

const base = values.base ?? process.env.CI_BASE_REF ?? (hasRef('origin/main') ? 'origin/main' : 'main');
const since = git(['merge-base', 'HEAD', base]);
const lines = (text) => text.split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...lines(git(['diff', '--name-only', since])),
    ...lines(git(['ls-files', '--others', '--exclude-standard'])),
  ]),
];

/** Workspace folders and their package names, from the root package.json. */
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const packages = workspaces.map((dir) => ({
  dir,
  name: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name,
}));

const env = { ...process.env, NX_DAEMON: 'false' };

/** lerna's own graph: the given packages and everything that depends on them. */
function dependentsOf(names) {
  const scopes = names.flatMap((name) => ['--scope', name]);
  const result = spawnSync(
    'npx',
    ['lerna', 'ls', '--all', '--json', '--loglevel', 'silent', ...scopes, '--include-dependents'],
    {
      cwd: root,
      encoding: 'utf8',
      env,
    },
  );
  if (result.status !== 0) throw new Error(`lerna ls: ${result.stderr}`);
  return JSON.parse(result.stdout).map((pkg) => pkg.name);
}

const plan = planChecks({ changed, packages, dependentsOf });
const dirs = packages.filter((pkg) => plan.packages.includes(pkg.name)).map((pkg) => pkg.dir);
console.log(`[ci:affected] changes since ${base} (${since.slice(0, 7)}): ${changed.length} file(s)`);
for (const reason of plan.reasons.slice(0, 10)) console.log(`[ci:affected]   ${reason}`);
console.log(`[ci:affected] packages to check: ${plan.packages.join(', ') || 'none'}`);

const steps = [];
// Formatting of every changed file that still exists, packages or not (README, docs...).
const existing = changed.filter((file) => existsSync(path.join(root, file)));
if (plan.everything) {
  steps.push(['lint', 'npm', ['run', 'lint']]);
} else {
  if (dirs.length) steps.push(['eslint', 'npx', ['eslint', '--max-warnings', '0', ...dirs]]);
  if (existing.length)
    steps.push(['prettier', 'npx', ['prettier', '--check', '--ignore-unknown', ...existing, ...dirs]]);
}
const scopes = plan.packages.flatMap((name) => ['--scope', name]);
if (plan.packages.length) {
  steps.push(['typecheck', 'npx', ['lerna', 'run', 'typecheck', ...scopes, '--concurrency', '2']]);
  // The browser journeys need production builds and fixed ports: they stay in the full run.
  const tested = plan.packages.filter((name) => name !== '@app/e2e').flatMap((name) => ['--scope', name]);
  if (tested.length)
    steps.push(['test', 'npx', ['lerna', 'run', 'test', ...tested, '--concurrency', '2', '--no-bail']]);
}
if (plan.toolsChanged) steps.push(['tools tests', 'npm', ['run', 'test:tools']]);

if (values['dry-run']) {
  for (const [name, command, args] of steps) console.log(`[ci:affected] ${name}: ${command} ${args.join(' ')}`);
  process.exit(0);
}

const started = Date.now();
const failed = [];
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (result.status !== 0) failed.push(name);
}
console.log(
  `\n[ci:affected] ${failed.length ? `failed: ${failed.join(', ')}` : 'all passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length ? 1 : 0);
