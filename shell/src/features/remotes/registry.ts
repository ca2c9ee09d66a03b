// Runtime remotes (docs/architecture.md §2): the shell reads remotes.json (area -> URL of its mf-manifest.json)
// at start and registers them, so a team deploys its area without rebuilding the shell.
import './provideRuntime';
import type { ComponentType } from 'react';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREA_NAMES, type AreaName } from '@app/shared/routing/areas';
import { sharedVersionsPlugin } from './sharedVersions';

export type RemotesConfig = Partial<Record<AreaName, string>>;
type AreaModule = { default: ComponentType };

export const REMOTES_CONFIG_URL = '/remotes.json';

let configPromise: Promise<RemotesConfig> | undefined;
let resolveFirstArea: () => void = () => undefined;
/** Settles when the first area the visitor opened has loaded (then background preloading may start). */
export const firstAreaLoaded = new Promise<void>((resolve) => {
  resolveFirstArea = resolve;
});
const loads = new Map<AreaName, Promise<AreaModule>>();
/** Areas whose last load failed: their runtime registration is replaced before the next attempt. */
const failed = new Set<AreaName>();

/** Keeps only known area names with absolute http(s) URLs; anything else in the file is ignored. */
export function parseRemotesConfig(json: unknown): RemotesConfig {
  const config: RemotesConfig = {};
  if (!json || typeof json !== 'object') return config;
  for (const name of AREA_NAMES) {
    const url = (json as Record<string, unknown>)[name];
    if (typeof url !== 'string') continue;
    try {
      const parsed = new URL(url, window.location.href);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') config[name] = parsed.href;
    } catch {
      // A malformed URL leaves that area unregistered: it shows its fallback, the rest still works.
    }
  }
  return config;
}

/**
 * What the page's inline boot script (tools/webpack/shell-boot.js) already started: remotes.json and the
 * opening area's manifest (by URL). Each is taken once; a retry after a failure goes to the network.
 */
type Boot = { remotes: Promise<unknown> | null; manifests: Record<string, Promise<Response> | undefined> };

function boot(): Boot | undefined {
  return (window as { __SHELL_BOOT__?: Boot }).__SHELL_BOOT__;
}

function takeBootRemotes(): Promise<unknown> | null {
  const started = boot();
  const remotes = started?.remotes ?? null;
  if (started) started.remotes = null;
  return remotes;
}

/** Hands the federation runtime the manifest the boot script fetched, instead of fetching it again. */
function takeBootManifest(url: string): Promise<Response> | undefined {
  const manifests = boot()?.manifests;
  const manifest = manifests?.[url];
  if (manifests) delete manifests[url];
  return manifest;
}

/**
 * Idle-time downloads (prefetchArea → the runtime's preloadRemote) are `prefetch` links, not `preload`:
 * the browser fetches them at the lowest priority, behind anything the page needs, and does not warn that
 * a preloaded file went unused when the visitor never opens that area. Every other link is the runtime's.
 */
function idleLink(url: string, attrs: Record<string, unknown> | undefined, initiator: string | undefined) {
  if (initiator !== 'preloadRemote' || attrs?.rel !== 'preload') return undefined;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  return link;
}

let pluginRegistered = false;

async function readConfig(): Promise<unknown> {
  const early = takeBootRemotes();
  if (early) return early;
  // The server marks remotes.json no-cache, so the browser revalidates it on every page load.
  const response = await fetch(REMOTES_CONFIG_URL);
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return response.json();
}

async function fetchConfig(): Promise<RemotesConfig> {
  const config = parseRemotesConfig(await readConfig());
  if (!pluginRegistered) {
    pluginRegistered = true;
    registerPlugins([
      {
        name: 'shell-loading',
        fetch: (url: string) => takeBootManifest(url),
        createLink: ({ url, attrs, resourceContext }) => idleLink(url, attrs, resourceContext?.initiator),
      },
      // The shell's own runtime existed before provideRuntime's global plugins: it gets them here.
      sharedVersionsPlugin,
    ]);
  }
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  return config;
}

/** Loads and registers remotes.json once; a failed fetch is retried on the next area load. */
export function initRemotes(): Promise<RemotesConfig> {
  if (!configPromise) {
    configPromise = fetchConfig();
    configPromise.catch(() => {
      configPromise = undefined;
    });
  }
  return configPromise;
}

async function importArea(name: AreaName): Promise<AreaModule> {
  const config = await initRemotes();
  const entry = config[name];
  if (!entry) throw new Error(`remote ${name} is not configured`);
  if (failed.has(name)) {
    // The federation runtime caches a remote entry that failed; re-registering drops that cache.
    registerRemotes([{ name, entry }], { force: true });
    failed.delete(name);
  }
  const mod = await loadRemote<AreaModule>(`${name}/App`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`remote ${name} exposes no App`);
  return mod;
}

/** The area's App module; concurrent callers share one load, a failure is forgotten so retry works. */
export function loadArea(name: AreaName): Promise<AreaModule> {
  let load = loads.get(name);
  if (!load) {
    load = importArea(name);
    loads.set(name, load);
    load.then(resolveFirstArea, () => {
      loads.delete(name);
      failed.add(name);
    });
  }
  return load;
}

/** Starts loading an area in the background; a failure is shown only when the area is opened. */
export function preloadArea(name: AreaName): void {
  loadArea(name).catch(() => undefined);
}

/**
 * Downloads an area's remoteEntry.js and its App's files without running the App (idle-time preloading:
 * on a slow phone, running every area's pages while the visitor starts using this one would block the
 * main thread). Opening the area later runs what is already in the cache. A failure is remembered like a
 * failed load, so the next real load starts afresh.
 */
export function prefetchArea(name: AreaName): void {
  if (loads.has(name)) return;
  initRemotes()
    .then(async (config) => {
      if (config[name]) await preloadRemote([{ nameOrAlias: name, exposes: ['./App'], resourceCategory: 'sync' }]);
    })
    .catch(() => {
      if (!loads.has(name)) failed.add(name);
    });
}
