// One area deployed and rolled back on its own (README, "Deploying one area"): the account area is published
// into a deploy folder with `npm run deploy -w @app/mf-account`, the shell's origin serves that folder's
// remotes.json and the account origin its published versions; the shell and the other areas keep their
// builds and are never rebuilt. No build happens here either: v1 is the account's dist as built; v2 (a
// visible change), a build against the previous minor of @app/shared and one against the next major are
// copies of it with their text changed, which is exactly what such builds differ by.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SEED, signIn } from '../support/auth';
import { startAppServer, stopAppServer } from '../support/control';
import { origin, recordRequests } from '../support/product';
import { ROOT } from '../support/stack';

const { sameMajorRange } = createRequire(path.join(ROOT, 'package.json'))('./tools/webpack/shared-deps.cjs') as {
  sameMajorRange: (version: string) => string;
};

const FALLBACK = 'Không tải được khu vực này';
const TITLE = 'Thư viện của tôi';
const V2_TITLE = 'Thư viện của tôi · bản mới';
const CATALOGUE = 'Chợ ứng dụng AI và sản phẩm số';
const DIST = path.join(ROOT, 'mf-account', 'dist');

let deployDir = '';
let builds = '';

/** Replaces `from` with `to` in every JavaScript and JSON file of a build; fails when it is nowhere. */
async function replaceEverywhere(dir: string, from: string, to: string): Promise<void> {
  let replaced = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (!text.includes(from)) continue;
    await writeFile(file, text.split(from).join(to));
    replaced++;
  }
  if (!replaced) throw new Error(`"${from}" is in no file of ${dir}: the build changed, update this journey`);
}

/** A copy of the account build. */
async function copyOfBuild(name: string): Promise<string> {
  const dir = path.join(builds, name);
  await cp(DIST, dir, { recursive: true });
  return dir;
}

/** The copy a build against another version of @app/shared would be: what it provides and what it requires. */
async function builtAgainstShared(name: string, own: string, version: string): Promise<string> {
  const dir = await copyOfBuild(name);
  await replaceEverywhere(dir, sameMajorRange(own), sameMajorRange(version));
  await replaceEverywhere(dir, `"${own}"`, `"${version}"`);
  return dir;
}

function npmRun(script: 'deploy' | 'rollback', args: string[] = []): void {
  try {
    execFileSync('npm', ['run', script, '-w', '@app/mf-account', '--', '--to', deployDir, ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

async function accountEntry(): Promise<string> {
  const remotes = JSON.parse(await readFile(path.join(deployDir, 'remotes.json'), 'utf8')) as Record<string, string>;
  return remotes.account;
}

/**
 * Loads /my/library afresh (the next navigation into the area after a reload), waits for what it must show and
 * returns the account remoteEntry.js URLs the page fetched.
 */
async function openLibrary(page: Page, shows: () => Promise<void>): Promise<string[]> {
  const requests = recordRequests(page);
  await page.goto('/my/library');
  await shows();
  await expect(page.getByRole('banner')).toBeVisible();
  const urls = requests.map((r) => r.url());
  return [...new Set(urls.filter((url) => url.startsWith(origin('account')) && url.endsWith('/remoteEntry.js')))];
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const showsTitle = (page: Page, name: string) => () => expect(heading(page, name)).toBeVisible();
/** The shell's own scripts on the page (its entry and chunks), not the areas'. */
const shellScripts = (page: Page) =>
  page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src.startsWith(location.origin)));

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  deployDir = await mkdtemp(path.join(tmpdir(), 'area-deploy-'));
  builds = await mkdtemp(path.join(tmpdir(), 'area-builds-'));
  // The shell's origin reads remotes.json from the deploy folder, the account origin serves its versions.
  for (const app of ['shell', 'account']) {
    await stopAppServer(app);
    await startAppServer(app, { deployDir });
  }
});

test.afterAll(async () => {
  // Leave the stack as the other journeys expect it, even after a failure half-way.
  for (const app of ['shell', 'account']) {
    await stopAppServer(app).catch(() => undefined);
    await startAppServer(app).catch(() => undefined);
  }
  await rm(deployDir, { recursive: true, force: true });
  await rm(builds, { recursive: true, force: true });
});

/**
 * The header's markup, its generated ids left out: React numbers them (useId) in the order a page renders, which
 * an area's fallback changes without changing the header.
 */
const bannerMarkup = async (page: Page) =>
  (await page.getByRole('banner').innerHTML()).replace(/radix-[\w-]+/g, 'radix-id');

test('deploy v2 of one area, roll it back; an older minor of @app/shared loads, a new major falls back', async ({
  page,
}) => {
  // Seven deploys and rollbacks (an npm run each) and eight page loads: about 100 s on a loaded machine.
  test.setTimeout(240_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const entry = (version: string) => `${origin('account')}/account/${version}/remoteEntry.js`;

  // v1: the account's build as it is, its version from the package and the commit.
  npmRun('deploy', ['--skip-build']);
  const v1 = await accountEntry();
  expect(v1).toMatch(/^http:\/\/localhost:3005\/account\/0\.1\.0-[0-9a-f]{7}(-dirty)?\/mf-manifest\.json$/);
  const v1Entry = v1.replace(/mf-manifest\.json$/, 'remoteEntry.js');

  await signIn(page, SEED.buyer.email, SEED.buyer.password);
  expect(await openLibrary(page, showsTitle(page, TITLE))).toEqual([v1Entry]);
  const header = await bannerMarkup(page);
  const shellCode = await shellScripts(page);

  // v2 is deployed while the user has v1 open: the open page keeps v1, the next load of the area shows v2.
  const v2 = await copyOfBuild('v2');
  await replaceEverywhere(v2, TITLE, V2_TITLE);
  npmRun('deploy', ['--from', v2, '--version', 'e2e-v2']);
  expect(await accountEntry()).toBe(`${origin('account')}/account/e2e-v2/mf-manifest.json`);
  await expect(heading(page, TITLE)).toBeVisible();
  expect(await openLibrary(page, showsTitle(page, V2_TITLE))).toEqual([entry('e2e-v2')]);

  // The header and the shell's code are the same; another area still loads from its own build.
  expect(await bannerMarkup(page)).toBe(header);
  expect(await shellScripts(page)).toEqual(shellCode);
  const requests = recordRequests(page);
  await page.getByRole('banner').getByRole('link', { name: 'Chợ ứng dụng', exact: true }).click();
  await expect(heading(page, CATALOGUE)).toBeVisible();
  expect(requests.map((r) => r.url())).toContain(`${origin('marketplace')}/remoteEntry.js`);

  // Rollback: v1 again.
  npmRun('rollback');
  expect(await accountEntry()).toBe(v1);
  expect(await openLibrary(page, showsTitle(page, TITLE))).toEqual([v1Entry]);

  // Built against the previous minor of @app/shared: the singletons' ranges accept the shell's newer minor.
  const sharedVersion = (
    JSON.parse(await readFile(path.join(ROOT, 'shared/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const [major, minor] = sharedVersion.split('.').map(Number);
  expect(minor, 'a previous minor of @app/shared in the same major').toBeGreaterThan(0);
  const older = await builtAgainstShared('older-minor', sharedVersion, `${major}.${minor - 1}.0`);
  npmRun('deploy', ['--from', older, '--version', 'e2e-older-minor']);
  expect(await openLibrary(page, showsTitle(page, TITLE))).toEqual([entry('e2e-older-minor')]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(warnings.filter((w) => /built against shared modules|does not satisfy/.test(w))).toEqual([]);

  // Built against the next major: the area's inline fallback with retry and a warning, never a blank page.
  const next = await builtAgainstShared('next-major', sharedVersion, `${major + 1}.0.0`);
  npmRun('deploy', ['--from', next, '--version', 'e2e-next-major']);
  const alert = page.getByRole('alert');
  const fallback = () => expect(alert.getByRole('heading', { name: FALLBACK })).toBeVisible();
  expect(await openLibrary(page, fallback)).toEqual([entry('e2e-next-major')]);
  await expect(alert.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  expect(warnings.some((w) => w.includes('area "account" was built against shared modules'))).toBe(true);
  expect(await bannerMarkup(page)).toBe(header);
  await page.getByRole('banner').getByRole('link', { name: 'Chợ ứng dụng', exact: true }).click();
  await expect(heading(page, CATALOGUE)).toBeVisible();

  // Rolling back walks the history: the older-minor build, then v1.
  npmRun('rollback');
  expect(await openLibrary(page, showsTitle(page, TITLE))).toEqual([entry('e2e-older-minor')]);
  npmRun('rollback');
  expect(await accountEntry()).toBe(v1);
  expect(await openLibrary(page, showsTitle(page, TITLE))).toEqual([v1Entry]);
});
