// One list of areas: tools/apps.cjs is the source. The other places that must name the same
// areas — the route ownership table the browser reads, the shell's deployed remotes.json, the workspaces
// of the monorepo — are checked against it here, so adding an area in one place and not the others fails.
// (ESLint's boundary rules read tools/apps.cjs directly.)
// Runs in the package's jsdom environment: the shared DOM setup file needs `window`; fs works there too.
import fs from 'node:fs';
import path from 'node:path';
import { AREA_NAMES } from './areas';

type App = { dir: string; name: string; port: number; remote: boolean };
const { apps, root } = require('../../../tools/apps.cjs') as { apps: App[]; root: string };
const remotes = apps.filter((app) => app.remote);
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** Fails with what is missing and what is extra in `where`, compared with tools/apps.cjs. */
function expectSameList(where: string, found: readonly string[], expected: readonly string[]) {
  const missing = expected.filter((name) => !found.includes(name));
  const extra = found.filter((name) => !expected.includes(name));
  if (missing.length === 0 && extra.length === 0) return;
  throw new Error(
    `${where} disagrees with tools/apps.cjs (the one list of apps):` +
      (missing.length ? `\n  missing: ${missing.join(', ')}` : '') +
      (extra.length ? `\n  not in tools/apps.cjs: ${extra.join(', ')}` : '') +
      '\nAdd or remove the area in tools/apps.cjs and in this place together.',
  );
}

describe('workspaces consistency: every list of areas matches tools/apps.cjs', () => {
  it('the route ownership table (shared/src/routing/areas.ts) names the same areas', () => {
    expectSameList(
      'AREA_NAMES in shared/src/routing/areas.ts',
      AREA_NAMES,
      remotes.map((app) => app.name),
    );
  });

  it("the shell's remotes.json has one manifest per area, at the area's local port", () => {
    const manifests = readJson('shell/public/static/remotes.json') as Record<string, string>;
    expectSameList(
      'shell/public/static/remotes.json',
      Object.keys(manifests),
      remotes.map((app) => app.name),
    );
    for (const app of remotes) expect(manifests[app.name]).toBe(`http://localhost:${app.port}/mf-manifest.json`);
  });

  it('every app is a workspace of the monorepo, with a package of its own', () => {
    const workspaces = readJson('package.json').workspaces as string[];
    expectSameList(
      'the workspaces of package.json (apps only)',
      workspaces.filter((dir) => dir === 'shell' || dir.startsWith('mf-')),
      apps.map((app) => app.dir),
    );
    for (const app of apps) {
      expect(workspaces).toContain(app.dir);
      expect(fs.existsSync(path.join(root, app.dir, 'package.json'))).toBe(true);
    }
  });

  it('ports are unique', () => {
    expect(new Set(apps.map((app) => app.port)).size).toBe(apps.length);
  });
});
