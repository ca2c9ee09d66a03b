// The deploy folder's rules, on real temporary folders: published versions never change, remotes.json
// switches one area at a time and is never torn, rollback walks the area's history back.
// Run: npm run test:tools
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  checkVersion,
  DeployError,
  HISTORY_LIMIT,
  manifestUrl,
  publish,
  readHistory,
  rollback,
  switchTo,
  versionOf,
  withLock,
} from './deploy.mjs';

const SHELL_REMOTES = {
  marketplace: 'http://localhost:3001/mf-manifest.json',
  account: 'http://localhost:3005/mf-manifest.json',
};
const PUBLIC = 'http://localhost:3005';

let scratch;
before(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'deploy-test-'));
});
after(async () => {
  await rm(scratch, { recursive: true, force: true });
});

let count = 0;
/** A fresh deploy folder, the shell's remotes.json as seed, and a way to make builds. */
async function setup() {
  const base = path.join(scratch, String(++count));
  const folder = path.join(base, 'cdn');
  await mkdir(folder, { recursive: true });
  const seed = path.join(base, 'shell-remotes.json');
  await writeFile(seed, JSON.stringify(SHELL_REMOTES));
  const build = async (name, text) => {
    const dir = path.join(base, 'builds', name);
    await mkdir(path.join(dir, 'chunks'), { recursive: true });
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'account' }));
    await writeFile(path.join(dir, 'chunks', 'App.12345678.js'), text);
    return dir;
  };
  const remotes = async () => JSON.parse(await readFile(path.join(folder, 'remotes.json'), 'utf8'));
  const deploy = async (version, from) => {
    await publish({ folder, area: 'account', version, from });
    return switchTo({ folder, area: 'account', version, publicUrl: PUBLIC, seed });
  };
  return { folder, seed, build, remotes, deploy };
}

describe('versions and URLs', () => {
  it('a version is the package version and the commit, marked when the sources differ from it', () => {
    assert.equal(versionOf({ packageVersion: '0.1.0', commit: 'abc1234', dirty: false }), '0.1.0-abc1234');
    assert.equal(versionOf({ packageVersion: '0.1.0', commit: 'abc1234', dirty: true }), '0.1.0-abc1234-dirty');
  });

  it('refuses a version that is not a plain folder name', () => {
    for (const bad of ['', '..', '../x', 'a/b', 'a\\b', '.hidden', 'v 1', 'x..y'])
      assert.throws(() => checkVersion(bad), DeployError, bad);
    assert.equal(checkVersion('0.1.0-abc1234+build.5'), '0.1.0-abc1234+build.5');
  });

  it('the manifest URL is under the public URL, with or without its trailing slash', () => {
    assert.equal(
      manifestUrl('https://cdn.example.vn', 'account', '1.2.0-abc'),
      'https://cdn.example.vn/account/1.2.0-abc/mf-manifest.json',
    );
    assert.equal(
      manifestUrl('https://cdn.example.vn/areas/', 'account', 'v1'),
      'https://cdn.example.vn/areas/account/v1/mf-manifest.json',
    );
  });
});

describe('publish', () => {
  it('copies the build to <area>/<version>/ and leaves no temporary folder', async () => {
    const { folder, build } = await setup();
    const result = await publish({ folder, area: 'account', version: 'v1', from: await build('v1', 'one') });
    assert.equal(result.created, true);
    assert.equal(await readFile(path.join(folder, 'account/v1/chunks/App.12345678.js'), 'utf8'), 'one');
    assert.deepEqual(await readdir(path.join(folder, 'account')), ['v1']);
  });

  it('a published version never changes: the same files again are accepted, other files refused', async () => {
    const { folder, build } = await setup();
    await publish({ folder, area: 'account', version: 'v1', from: await build('a', 'one') });
    const again = await publish({ folder, area: 'account', version: 'v1', from: await build('b', 'one') });
    assert.equal(again.created, false);
    await assert.rejects(
      publish({ folder, area: 'account', version: 'v1', from: await build('c', 'two') }),
      /already published with other files/,
    );
    assert.equal(await readFile(path.join(folder, 'account/v1/chunks/App.12345678.js'), 'utf8'), 'one');
  });

  it('refuses a folder that is not a build', async () => {
    const { folder } = await setup();
    await assert.rejects(publish({ folder, area: 'account', version: 'v1', from: folder }), /no mf-manifest.json/);
  });
});

describe('switch and rollback', () => {
  it('the first deploy starts from the shell remotes.json and changes only its own area', async () => {
    const { build, deploy, remotes } = await setup();
    const { previous } = await deploy('v1', await build('v1', 'one'));
    assert.equal(previous, SHELL_REMOTES.account);
    assert.deepEqual(await remotes(), { ...SHELL_REMOTES, account: `${PUBLIC}/account/v1/mf-manifest.json` });
  });

  it('rollback goes back one switch at a time, to the shell original, then refuses', async () => {
    const { folder, build, deploy, remotes } = await setup();
    await deploy('v1', await build('v1', 'one'));
    await deploy('v2', await build('v2', 'two'));
    assert.equal((await remotes()).account, `${PUBLIC}/account/v2/mf-manifest.json`);

    assert.equal((await rollback({ folder, area: 'account' })).version, 'v1');
    assert.equal((await remotes()).account, `${PUBLIC}/account/v1/mf-manifest.json`);
    assert.equal((await remotes()).marketplace, SHELL_REMOTES.marketplace);
    // v2 stays published: deploying it again is only a switch.
    await deploy('v2', await build('v2-again', 'two'));
    assert.equal((await remotes()).account, `${PUBLIC}/account/v2/mf-manifest.json`);

    await rollback({ folder, area: 'account' });
    await rollback({ folder, area: 'account' });
    assert.equal((await remotes()).account, SHELL_REMOTES.account);
    await assert.rejects(rollback({ folder, area: 'account' }), /no earlier version/);
  });

  it('another area deployed in between keeps its entry through this area rollback', async () => {
    const { folder, seed, build, deploy, remotes } = await setup();
    await deploy('v1', await build('v1', 'one'));
    await deploy('v2', await build('v2', 'two'));
    await publish({ folder, area: 'marketplace', version: 'm1', from: await build('m1', 'market') });
    await switchTo({ folder, area: 'marketplace', version: 'm1', publicUrl: 'http://localhost:3001', seed });
    await rollback({ folder, area: 'account' });
    assert.deepEqual(await remotes(), {
      marketplace: 'http://localhost:3001/marketplace/m1/mf-manifest.json',
      account: `${PUBLIC}/account/v1/mf-manifest.json`,
    });
  });

  it('refuses to switch to a version that was never published', async () => {
    const { folder, seed } = await setup();
    await assert.rejects(
      switchTo({ folder, area: 'account', version: 'v9', publicUrl: PUBLIC, seed }),
      /not published/,
    );
  });

  it('a hand edit of remotes.json is kept in the history by the next deploy, and stops a rollback', async () => {
    const { folder, build, deploy, remotes } = await setup();
    await deploy('v1', await build('v1', 'one'));
    const edited = { ...(await remotes()), account: 'https://elsewhere.example/mf-manifest.json' };
    await writeFile(path.join(folder, 'remotes.json'), JSON.stringify(edited));
    await assert.rejects(rollback({ folder, area: 'account' }), /changed by hand/);
    await deploy('v2', await build('v2', 'two'));
    await rollback({ folder, area: 'account' });
    assert.equal((await remotes()).account, 'https://elsewhere.example/mf-manifest.json');
  });

  it('the history is kept short', async () => {
    const { folder, build, deploy } = await setup();
    const from = await build('same', 'x');
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) {
      await rm(path.join(folder, 'account', `v${i}`), { recursive: true, force: true });
      await deploy(`v${i}`, from);
    }
    const entries = await readHistory(folder, 'account');
    assert.equal(entries.length, HISTORY_LIMIT);
    assert.equal(entries.at(-1).version, `v${HISTORY_LIMIT + 4}`);
  });

  it('concurrent deploys of two areas both land in remotes.json (the lock serialises them)', async () => {
    const { folder, seed, build, remotes } = await setup();
    await publish({ folder, area: 'account', version: 'v1', from: await build('v1', 'one') });
    await publish({ folder, area: 'marketplace', version: 'm1', from: await build('m1', 'market') });
    await Promise.all([
      switchTo({ folder, area: 'account', version: 'v1', publicUrl: PUBLIC, seed }),
      switchTo({ folder, area: 'marketplace', version: 'm1', publicUrl: 'http://localhost:3001', seed }),
    ]);
    assert.deepEqual(await remotes(), {
      marketplace: 'http://localhost:3001/marketplace/m1/mf-manifest.json',
      account: `${PUBLIC}/account/v1/mf-manifest.json`,
    });
    assert.deepEqual((await readdir(folder)).sort(), ['account', 'marketplace', 'remotes.json']);
  });
});

describe('lock', () => {
  it('a lock left by a process that is gone is taken over', async () => {
    const { folder } = await setup();
    await mkdir(path.join(folder, '.deploy.lock'));
    // A pid far above any live one.
    await writeFile(path.join(folder, '.deploy.lock', 'pid'), '2147483646');
    assert.equal(await withLock(folder, async () => 'ran', { timeoutMs: 1000 }), 'ran');
  });

  it('a live lock makes the second deploy wait, then fail with who holds it', async () => {
    const { folder } = await setup();
    await mkdir(path.join(folder, '.deploy.lock'));
    await writeFile(path.join(folder, '.deploy.lock', 'pid'), String(process.pid));
    await assert.rejects(
      withLock(folder, async () => 'ran', { timeoutMs: 300 }),
      /another deploy is running/,
    );
  });
});
