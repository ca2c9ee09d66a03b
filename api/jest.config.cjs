// Real HTTP, real ID tokens from the Auth emulator, a real database (PGlite per file, or DATABASE_URL).
const { jestConfig } = require('../tools/jest/preset.cjs');

const base = jestConfig('node');

module.exports = {
  ...base,
  displayName: 'api',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
};
