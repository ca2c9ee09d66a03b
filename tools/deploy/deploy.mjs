// Publishing one area without touching the shell or the other areas. A deploy folder is what a CDN serves:
//
//   <folder>/remotes.json                   the live map area -> URL of its mf-manifest.json (the shell reads it)
//   <folder>/<area>/<version>/              one published build, never changed once it exists
//   <folder>/<area>/history.json            what that area pointed at, oldest first, the live one last
//
// Publishing copies the build under a temporary name and renames it into place, so a half-copied version is
// never visible; switching rewrites remotes.json the same way (temporary file, then rename), so a browser
// reads either the old map or the new one, never a torn file. A lock folder keeps two teams' deploys from
// losing each other's remotes.json change.
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, cp, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How many switches each area's history keeps (older published folders stay on disk, only unlisted). */
export const HISTORY_LIMIT = 20;

/** A version is a folder name: letters, digits, dots, dashes, underscores and plus signs, nothing else. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/;

export class DeployError extends Error {}

/** `<package version>-<short commit>`, with `-dirty` when the area's sources differ from that commit. */
export function versionOf({ packageVersion, commit, dirty }) {
  return `${packageVersion}-${commit}${dirty ? '-dirty' : ''}`;
}

export function checkVersion(version) {
  if (!VERSION.test(version) || version === '.' || version === '..' || version.includes('..'))
    throw new DeployError(`invalid version "${version}": letters, digits and . _ + - only`);
  return version;
}

/** The URL the shell loads an area version from: `<publicUrl>/<area>/<version>/mf-manifest.json`. */
export function manifestUrl(publicUrl, area, version) {
  const base = new URL(publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`);
  return new URL(`${encodeURIComponent(area)}/${encodeURIComponent(version)}/mf-manifest.json`, base).href;
}

async function exists(file) {
  try {
    await access(file, constants.F_OK);
    return true;
  } catch {
    return false;
  }
}

async function readJson(file, fallback) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT') return fallback;
    throw new DeployError(`${file}: ${error.message}`);
  }
}

/** Writes a JSON file so that a reader sees the old content or the new one, never part of either. */
export async function writeJsonAtomic(file, value) {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** Every file of a folder (relative paths, sorted) with its sha256: two builds are the same when these are. */
async function fingerprint(dir) {
  const files = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    files.push(path.relative(dir, full).split(path.sep).join('/'));
  }
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(await readFile(path.join(dir, file)))
        .digest('hex'),
    );
  }
  return hash.digest('hex');
}

/**
 * Holds `<folder>/.deploy.lock` (a folder: mkdir is atomic) while `work` runs. A lock left by a process that
 * is gone is taken over; a live one is waited for, up to `timeoutMs`.
 */
export async function withLock(folder, work, { timeoutMs = 30_000 } = {}) {
  const lock = path.join(folder, '.deploy.lock');
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      const owner = Number((await readFile(path.join(lock, 'pid'), 'utf8').catch(() => '')).trim());
      if (owner && !isAlive(owner)) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs)
        throw new DeployError(`${lock} is held by process ${owner || '?'}: another deploy is running`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await writeFile(path.join(lock, 'pid'), String(process.pid), 'utf8');
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

/**
 * Copies a build to `<folder>/<area>/<version>/` unless that version is already there. The same version
 * published again with the same files is accepted (a repeated deploy); with other files it is refused:
 * browsers and CDNs may hold the old files of that URL for a year.
 * @returns {Promise<{dir: string, created: boolean}>}
 */
export async function publish({ folder, area, version, from }) {
  checkVersion(version);
  if (!(await exists(path.join(from, 'mf-manifest.json'))))
    throw new DeployError(`${from} has no mf-manifest.json: build the area first`);
  const areaDir = path.join(folder, area);
  const target = path.join(areaDir, version);
  await mkdir(areaDir, { recursive: true });
  if (await exists(target)) {
    if ((await fingerprint(target)) === (await fingerprint(from))) return { dir: target, created: false };
    throw new DeployError(
      `${area} ${version} is already published with other files; published versions never change ` +
        '(commit the change, or give another --version)',
    );
  }
  const temporary = path.join(areaDir, `.${version}.${process.pid}.tmp`);
  await rm(temporary, { recursive: true, force: true });
  await cp(from, temporary, { recursive: true });
  await rename(temporary, target);
  return { dir: target, created: true };
}

/**
 * The deployed remotes.json, or `seed` (the shell's own, as built) when the folder has none yet.
 * @returns {Promise<Record<string, string>>}
 */
async function readRemotes(folder, seed) {
  const remotes = await readJson(path.join(folder, 'remotes.json'), null);
  if (remotes) return remotes;
  if (!seed) throw new DeployError(`${folder}/remotes.json does not exist and no shell remotes.json was found`);
  return JSON.parse(await readFile(seed, 'utf8'));
}

/** @typedef {{version: string | null, url: string, at: string}} HistoryEntry */

/** @returns {Promise<HistoryEntry[]>} */
export async function readHistory(folder, area) {
  const history = await readJson(path.join(folder, area, 'history.json'), { entries: [] });
  return Array.isArray(history.entries) ? history.entries : [];
}

async function writeHistory(folder, area, entries) {
  await mkdir(path.join(folder, area), { recursive: true });
  await writeJsonAtomic(path.join(folder, area, 'history.json'), { area, entries: entries.slice(-HISTORY_LIMIT) });
}

/**
 * Points `area` in the deployed remotes.json at `version` and records it in the area's history. What the
 * area pointed at before, when no deploy of this tool put it there (the shell's first remotes.json, or a
 * hand edit), is recorded first, so a rollback returns to it.
 */
export async function switchTo({ folder, area, version, publicUrl, seed, now = new Date() }) {
  checkVersion(version);
  if (!(await exists(path.join(folder, area, version, 'mf-manifest.json'))))
    throw new DeployError(`${area} ${version} is not published in ${folder}`);
  return withLock(folder, async () => {
    const remotes = await readRemotes(folder, seed);
    const url = manifestUrl(publicUrl, area, version);
    const entries = await readHistory(folder, area);
    const live = remotes[area];
    if (live && entries.at(-1)?.url !== live) entries.push({ version: null, url: live, at: now.toISOString() });
    if (entries.at(-1)?.url !== url) entries.push({ version, url, at: now.toISOString() });
    await writeHistory(folder, area, entries);
    await writeJsonAtomic(path.join(folder, 'remotes.json'), { ...remotes, [area]: url });
    return { url, previous: live ?? null };
  });
}

/** Points `area` back at what it pointed at before its last switch. */
export async function rollback({ folder, area, now = new Date() }) {
  return withLock(folder, async () => {
    const remotes = await readJson(path.join(folder, 'remotes.json'), null);
    if (!remotes) throw new DeployError(`${folder}/remotes.json does not exist: nothing was deployed there`);
    const entries = await readHistory(folder, area);
    const current = entries.at(-1);
    if (!current || entries.length < 2) throw new DeployError(`${area} has no earlier version to go back to`);
    if (remotes[area] !== current.url)
      throw new DeployError(
        `remotes.json points ${area} at ${remotes[area]}, not at its last deploy (${current.url}): ` +
          'it was changed by hand; deploy the version you want instead',
      );
    const target = entries.at(-2);
    if (target.version && !(await exists(path.join(folder, area, target.version, 'mf-manifest.json'))))
      throw new DeployError(`${area} ${target.version} is no longer in ${folder}`);
    await writeHistory(folder, area, [...entries.slice(0, -2), { ...target, at: now.toISOString() }]);
    await writeJsonAtomic(path.join(folder, 'remotes.json'), { ...remotes, [area]: target.url });
    return { url: target.url, version: target.version, from: current.version };
  });
}

/** Used by the CLI to tell a folder that exists from one that does not. */
export async function isDirectory(dir) {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}
