const { jestConfig } = require('../tools/jest/preset.cjs');

// The shell's page code runs in a browser (jsdom); its page server (server/) runs in Node.
module.exports = {
  projects: [
    { displayName: 'shell', ...jestConfig('jsdom'), roots: ['<rootDir>/src'] },
    { displayName: 'server', ...jestConfig('node'), roots: ['<rootDir>/server'] },
  ],
};
