// The static server on a deploy folder (tools/deploy): the shell's origin answers remotes.json from it once a
// deploy wrote one, an area's origin serves its published versions, and nothing outside them.
// Run: npm run test:tools
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveStatic } from './static-server.mjs';

let scratch;
const servers = [];
before(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'static-deploy-'));
  const files = {
    'shell/index.html': '<!doctype html><title>shell</title>',
    'shell/remotes.json': '{"account":"http://localhost:3005/mf-manifest.json"}',
    'account/index.html': '<!doctype html><title>account</title>',
    'account/mf-manifest.json': '{"name":"account","built":"dist"}',
    'cdn/account/v1/mf-manifest.json': '{"name":"account","built":"v1"}',
    'cdn/account/v1/App.12345678.js': 'v1',
    'cdn/marketplace/m1/mf-manifest.json': '{"name":"marketplace"}',
    'secret.txt': 'outside',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
    await writeFile(path.join(scratch, file), text);
  }
});
after(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await rm(scratch, { recursive: true, force: true });
});

async function serve(dir, area) {
  const server = await serveStatic({
    dir: path.join(scratch, dir),
    port: 0,
    spa: true,
    deploy: { dir: path.join(scratch, 'cdn'), area },
  });
  servers.push(server);
  return (urlPath) => fetch(`http://127.0.0.1:${server.address().port}${urlPath}`);
}

describe('static server with a deploy folder', () => {
  it("the shell's origin serves its own remotes.json until a deploy writes one, then that one", async () => {
    const get = await serve('shell', null);
    assert.deepEqual(await (await get('/remotes.json')).json(), { account: 'http://localhost:3005/mf-manifest.json' });
    await writeFile(
      path.join(scratch, 'cdn/remotes.json'),
      '{"account":"http://localhost:3005/account/v1/mf-manifest.json"}',
    );
    const deployed = await get('/remotes.json');
    assert.equal(deployed.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await deployed.json(), { account: 'http://localhost:3005/account/v1/mf-manifest.json' });
    await rm(path.join(scratch, 'cdn/remotes.json'));
  });

  it("an area's origin serves its published versions beside its own build, and only its own", async () => {
    const get = await serve('account', 'account');
    assert.deepEqual(await (await get('/account/v1/mf-manifest.json')).json(), { name: 'account', built: 'v1' });
    const chunk = await get('/account/v1/App.12345678.js');
    assert.equal(await chunk.text(), 'v1');
    assert.match(chunk.headers.get('cache-control'), /immutable/);
    assert.deepEqual(await (await get('/mf-manifest.json')).json(), { name: 'account', built: 'dist' });
    // A missing file of a version is a 404, not the standalone page; other areas and `..` stay out.
    assert.equal((await get('/account/v2/mf-manifest.json')).status, 404);
    assert.equal((await get('/account/v9')).status, 404);
    assert.equal((await get('/marketplace/m1/mf-manifest.json')).status, 404);
    assert.equal((await get('/account/%2e%2e/%2e%2e/secret.txt')).status, 404);
    assert.equal((await get('/account/..%2f..%2fsecret.txt')).status, 404);
  });
});
