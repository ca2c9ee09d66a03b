// One table of the six front-end apps: folder, federation name and local port (DESIGN.md §5).
// Used by the webpack factory, the local orchestrator, the e2e suite and the benchmarks.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** @type {{dir: string, name: string, port: number, remote: boolean}[]} */
const apps = [
  { dir: 'shell', name: 'shell', port: 3000, remote: false },
  { dir: 'mf-marketplace', name: 'marketplace', port: 3001, remote: true },
  { dir: 'mf-academy', name: 'academy', port: 3002, remote: true },
  { dir: 'mf-creator', name: 'creator', port: 3003, remote: true },
  { dir: 'mf-admin', name: 'admin', port: 3004, remote: true },
  { dir: 'mf-account', name: 'account', port: 3005, remote: true },
];

const services = { api: 5001, authEmulator: 9099 };

module.exports = { apps, services, root };
