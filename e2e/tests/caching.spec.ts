// docs/architecture.md §2 caching: what tells the browser where things are is revalidated every time (no-cache);
// content-hashed chunks are immutable. JS is sent gzipped, with CORS so the shell can load the remotes.
import { expect, test } from '@playwright/test';
import { origin, readManifest, REMOTE_NAMES } from '../support/product';
import { apps } from '../support/stack';

const get = (url: string) => fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });

test('remotes.json, index.html, manifests and remoteEntry.js are no-cache', async () => {
  const urls = [`${origin('shell')}/remotes.json`, `${origin('shell')}/`, `${origin('shell')}/my/library`];
  for (const name of REMOTE_NAMES) urls.push(`${origin(name)}/mf-manifest.json`, `${origin(name)}/remoteEntry.js`);
  for (const url of urls) {
    const response = await get(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get('cache-control'), url).toBe('no-cache');
  }
});

test('remotes.json points every area at its own origin', async () => {
  const config = (await (await get(`${origin('shell')}/remotes.json`)).json()) as Record<string, string>;
  for (const name of REMOTE_NAMES) expect(config[name]).toBe(`${origin(name)}/mf-manifest.json`);
});

test('hashed chunks are immutable for a year, gzipped, and readable cross-origin', async () => {
  for (const app of apps) {
    const chunk = readManifest(app.dir).shared.find((s) => s.name === 'react')?.assets.js.sync[0];
    expect(chunk, `${app.dir}: react chunk in mf-manifest.json`).toBeTruthy();
    const response = await get(`${origin(app.name)}/${chunk}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  }
});
