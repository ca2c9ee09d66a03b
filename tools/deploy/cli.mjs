#!/usr/bin/env node
// `npm run deploy -w @app/mf-<area> -- --to <folder>`: builds that one area and publishes it to a deploy
// folder as `<area>/<version>/`, then switches the area's entry in the folder's remotes.json to it.
// `npm run rollback -w @app/mf-<area> -- --to <folder>`: switches the area back to what it pointed at before.
// The shell and the other areas are neither built nor touched. The folder layout is in ./deploy.mjs.
//
// Options (deploy):
//   --to <folder>        the deploy folder (default: $DEPLOY_DIR)
//   --public-url <url>   where that folder is served from (default: $DEPLOY_PUBLIC_URL, or locally the area's
//                        own origin, http://localhost:<port>, which serves it with DEPLOY_DIR set)
//   --version <v>        the folder name (default: <package version>-<short commit>[-dirty])
//   --skip-build         publish the build already in dist/ (or in --from) instead of building
//   --from <dir>         publish this folder instead of the area's dist/ (implies --skip-build)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DeployError, isDirectory, publish, rollback, switchTo, versionOf } from './deploy.mjs';

const require = createRequire(import.meta.url);
const { apps, root } = require('../apps.cjs');

const USAGE =
  'usage: cli.mjs deploy <mf-area> --to <folder> [--public-url <url>] [--version <v>] [--skip-build] [--from <dir>]\n' +
  '       cli.mjs rollback <mf-area> --to <folder>';

function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The commit the build comes from, and whether what the area is built from differs from it. */
function commitOf(app) {
  const commit = git(['rev-parse', '--short=7', 'HEAD']);
  if (!commit) throw new DeployError('not a git checkout: give the version with --version');
  // What goes into an area's build: its own folder, @app/shared, the build tools and the locked dependencies.
  const changes = git(['status', '--porcelain', '--', app.dir, 'shared', 'tools', 'package-lock.json']);
  return { commit, dirty: Boolean(changes) };
}

function build(app) {
  console.log(`[deploy] building ${app.dir} (only this area; unchanged sources come from the build cache)`);
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--scope', `@app/${app.dir}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) throw new DeployError(`the build of ${app.dir} failed`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      'public-url': { type: 'string' },
      version: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      from: { type: 'string' },
    },
  });
  const [command, appName] = positionals;
  const app = apps.find((a) => a.remote && (a.dir === appName || a.name === appName));
  if (!['deploy', 'rollback'].includes(command) || !app) throw new DeployError(USAGE);
  const to = values.to ?? process.env.DEPLOY_DIR;
  if (!to) throw new DeployError(`--to <folder> is missing\n${USAGE}`);
  // npm runs a workspace's script in the workspace's folder: relative paths are the caller's (INIT_CWD).
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const folder = path.resolve(cwd, to);

  if (command === 'rollback') {
    if (!(await isDirectory(folder))) throw new DeployError(`${folder} does not exist`);
    const { url, version, from } = await rollback({ folder, area: app.name });
    console.log(`[deploy] ${app.name}: ${from ?? '?'} -> ${version ?? url} (remotes.json switched)`);
    return;
  }

  const from = values.from ? path.resolve(cwd, values.from) : path.join(root, app.dir, 'dist');
  if (!values.from && !values['skip-build']) build(app);
  const pkg = JSON.parse(readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
  const version = values.version ?? versionOf({ packageVersion: pkg.version, ...commitOf(app) });
  const publicUrl = values['public-url'] ?? process.env.DEPLOY_PUBLIC_URL ?? `http://localhost:${app.port}`;
  // remotes.json before the first deploy into this folder: the shell's, as built (or as in its sources).
  const seed = [path.join(root, 'shell/dist/remotes.json'), path.join(root, 'shell/public/static/remotes.json')].find(
    (file) => existsSync(file),
  );

  const published = await publish({ folder, area: app.name, version, from });
  console.log(
    `[deploy] ${app.name} ${version}: ${published.created ? 'published' : 'already published'} in ${published.dir}`,
  );
  const { url, previous } = await switchTo({ folder, area: app.name, version, publicUrl, seed });
  console.log(`[deploy] ${app.name}: ${previous ?? '(none)'} -> ${url} (remotes.json switched)`);
}

main().catch((error) => {
  console.error(`[deploy] ${error instanceof DeployError ? error.message : (error?.stack ?? error)}`);
  process.exit(1);
});
