// `npm run test:redis -w @app/api`: the suites that talk to a Redis server (127.0.0.1:6379, or REDIS_TEST_URL) —
// what several API processes share (rate limits, the catalogue cache's invalidations). No database, no Auth emulator.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  displayName: 'api-redis',
  testMatch: ['**/*.redis.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: undefined,
  globalTeardown: undefined,
};
