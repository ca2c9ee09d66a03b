const { createConfig } = require('../tools/webpack/create-config.cjs');

module.exports = createConfig(__dirname);
