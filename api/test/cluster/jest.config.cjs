// `npm run test:cluster -w @app/api`: the multi-instance test, on its own because it starts three
// API processes and HAProxy, and needs PostgreSQL and Redis. Same transforms and global setup (the Auth
// emulator) as the API suite.
const base = require('../../jest.config.cjs');

module.exports = {
  ...base,
  rootDir: '../..',
  displayName: 'api-cluster',
  roots: ['<rootDir>/test/cluster'],
  testMatch: ['**/*.cluster.ts'],
  testTimeout: 60_000,
  maxWorkers: 1,
};
