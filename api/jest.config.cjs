// Real HTTP, real ID tokens from the Auth emulator, a real database (PGlite per file, or DATABASE_URL).
const { jestConfig } = require('../tools/jest/preset.cjs');

const base = jestConfig('node');

module.exports = {
  ...base,
  displayName: 'api',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Suites that need a Redis server run with `npm run test:redis` (jest.redis.config.cjs), so that `npm test`
  // needs nothing but Node.
  testPathIgnorePatterns: ['/node_modules/', '\\.redis\\.test\\.ts$'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 2,
  // @tus/* and srvx ship ESM only: compile them to CommonJS like our own files (uploads feature).
  transformIgnorePatterns: ['/node_modules/(?!(@tus|srvx)/)'],
  transform: { ...base.transform, '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'] },
};
