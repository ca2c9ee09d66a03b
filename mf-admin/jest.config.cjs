const { jestConfig } = require('../tools/jest/preset.cjs');

module.exports = jestConfig('jsdom');
