// The one list of shared singletons (docs/architecture.md §2). Every app's federation config is built from it.
// Only libraries that hold React context or global state belong here: sharing a library disables its
// tree-shaking, so each addition costs bytes on first load (measure with `npm run bench:web`).
// The router is shared through `@app/shared/router` (a singleton facade over react-router) rather than
// by sharing react-router-dom whole: same single router context, about 45 KB gzipped less.
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('../apps.cjs');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

const sharedPkg = readJson(path.join(root, 'shared/package.json'));

/** package name -> version range, as the workspace declares it */
function declaredRange(pkgName) {
  for (const file of [path.join(root, 'shared/package.json'), path.join(root, 'package.json')]) {
    const pkg = readJson(file);
    const range = pkg.dependencies?.[pkgName] ?? pkg.devDependencies?.[pkgName];
    if (range) return range;
  }
  throw new Error(`shared-deps: ${pkgName} is not declared in shared/package.json`);
}

function installedVersion(pkgName) {
  return readJson(path.join(root, 'node_modules', pkgName, 'package.json')).version;
}

// firebase is deliberately not here: shared, it would ship whole (about 15 KB gz more of firebase/auth).
// Its one importer is the singleton module @app/shared/firebase/client, which keeps one SDK per page.
const LIBRARIES = {
  react: ['react', 'react/jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom/client'],
  zustand: ['zustand'],
};

/**
 * A module of @app/shared must be a page singleton when it holds page state: it imports zustand, firebase,
 * the router or TanStack Query (the page's data cache), creates a React context, or keeps module-level
 * variables (`let` at the top level, as the session's "started" flag). Read from the source, so a new store is a singleton without anyone
 * remembering to list it.
 */
const PAGE_STATE = [/from ['"](zustand|firebase|react-router|@tanstack\/react-query)/, /\bcreateContext\(/, /^let /m];

/**
 * Module-level variables that are only caches, where a copy per app is harmless: these stay ordinary
 * modules (a shared one costs a share-scope lookup and a chunk round trip of its own on the page).
 */
const CACHE_ONLY = new Set([
  'format', // the vi-VN number formatters, built on first use
  'auth/password', // remembers that the sign-in service has no password policy
]);

/** `@app/shared/<path>` for every source module of @app/shared that holds page state (see above). */
function sharedModuleRequests() {
  const src = path.join(root, 'shared/src');
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // contracts: types only in the browser; testing: the test kit, never in a build.
        if (entry.name !== 'contracts' && entry.name !== 'test' && entry.name !== 'testing') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        const name = path
          .relative(src, full)
          .replace(/\\/g, '/')
          .replace(/\.tsx?$/, '');
        const source = fs.readFileSync(full, 'utf8');
        if (CACHE_ONLY.has(name) || !PAGE_STATE.some((pattern) => pattern.test(source))) continue;
        found.push(`@app/shared/${name}`);
      }
    }
  };
  walk(src);
  return found.sort();
}

/**
 * The versions of @app/shared an area built against `version` runs with: the same major, at least its minor
 * (`>=1.4.0 <2.0.0` for 1.4.2). Each area is deployed on its own and meets whatever shell is live, so an area
 * built against an older minor must keep loading in a newer shell, and a new major is the one change a
 * team must not ship before the shell. Written out rather than as `^1.4.0` because the caret treats every
 * minor of a 0.x version as breaking.
 */
function sameMajorRange(version) {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`shared-deps: @app/shared has no semver version (${version})`);
  const [, major, minor] = match;
  return `>=${major}.${minor}.0 <${Number(major) + 1}.0.0`;
}

function sharedConfig() {
  /** @type {Record<string, object>} */
  const shared = {};
  // strictVersion: an area whose requirement the page's singleton does not meet fails to load, and the shell
  // shows its inline fallback with retry; loose, the area would run against a copy it was not built for and
  // break somewhere in the middle of a page.
  for (const [pkgName, requests] of Object.entries(LIBRARIES)) {
    const requiredVersion = declaredRange(pkgName);
    // Subpath entry points (firebase/auth, react/jsx-runtime) have no version of their own: give the package's.
    const version = installedVersion(pkgName);
    for (const request of requests)
      shared[request] = { singleton: true, strictVersion: true, requiredVersion, version };
  }
  // The modules of @app/shared that hold page state (stores, the session, the Firebase client, the router)
  // are each their own singleton, reached as `@app/shared/<path>` (package.json exports), so each exists
  // once on the page whichever app loaded first. Inside @app/shared, modules import each other by these
  // same specifiers (lint rule), so that whatever bundles a stateless module (messages, formatting, UI
  // components: each app carries its own copy, tree-shaken, with no chunk or share-scope lookup of its
  // own) still reaches the one store. The zod contracts are types only in the browser.
  for (const request of sharedModuleRequests()) {
    shared[request] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: sameMajorRange(sharedPkg.version),
      version: sharedPkg.version,
    };
  }
  return shared;
}

module.exports = { sharedConfig, sharedModuleRequests, sameMajorRange, LIBRARIES };
