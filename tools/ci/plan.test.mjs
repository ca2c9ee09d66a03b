// Which packages a change checks. Run: npm run test:tools
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planChecks } from './plan.mjs';

const packages = [
  { dir: 'shared', name: '@app/shared' },
  { dir: 'shell', name: '@app/shell' },
  { dir: 'mf-creator', name: '@app/mf-creator' },
  { dir: 'mf-account', name: '@app/mf-account' },
  { dir: 'api', name: '@app/api' },
  { dir: 'e2e', name: '@app/e2e' },
];
/** The monorepo's shape: the apps and the API depend on @app/shared, nothing depends on an app. */
const dependentsOf = (names) =>
  names.includes('@app/shared') ? packages.filter((p) => p.name !== '@app/e2e').map((p) => p.name) : names;
const plan = (changed) => planChecks({ changed, packages, dependentsOf });

describe('planChecks', () => {
  it('a change inside one area checks that area only', () => {
    assert.deepEqual(plan(['mf-creator/src/App.tsx', 'mf-creator/src/features/x/y.test.tsx']).packages, [
      '@app/mf-creator',
    ]);
  });

  it('a change in @app/shared checks it and every package depending on it', () => {
    assert.deepEqual(plan(['shared/src/format.ts']).packages, [
      '@app/api',
      '@app/mf-account',
      '@app/mf-creator',
      '@app/shared',
      '@app/shell',
    ]);
  });

  it('a folder named like a package prefix is not that package', () => {
    assert.deepEqual(plan(['shell/src/App.tsx']).packages, ['@app/shell']);
    assert.equal(plan(['shellfish/x.ts']).everything, true);
  });

  it('tools, root configuration or the lockfile check everything, and say why', () => {
    for (const file of ['tools/webpack/create-config.cjs', 'package-lock.json', 'eslint.config.mjs']) {
      const result = plan(['mf-creator/src/App.tsx', file]);
      assert.equal(result.everything, true, file);
      assert.equal(result.packages.length, packages.length, file);
      assert.deepEqual(result.reasons, [`${file} is outside every package`]);
    }
    assert.equal(plan(['tools/deploy/cli.mjs']).toolsChanged, true);
  });

  it('documentation alone checks no package', () => {
    const result = plan(['README.md', 'docs/architecture.md']);
    assert.deepEqual(result.packages, []);
    assert.equal(result.everything, false);
  });
});
