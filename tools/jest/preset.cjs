// Shared Jest settings: @swc/jest for TypeScript/TSX, CSS Modules as identity objects, jsdom for apps.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {'jsdom' | 'node'} environment */
function jestConfig(environment = 'jsdom') {
  return {
    testEnvironment: environment,
    transform: { '^.+\\.(t|j)sx?$': swc },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'setup-env.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.cjs')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
  };
}

module.exports = { jestConfig };
