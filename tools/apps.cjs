// One table of the six front-end apps: folder, federation name and local port (docs/architecture.md §5).
// Used by the webpack factory, the local orchestrator, the e2e suite and the benchmarks.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** @type {{dir: string, name: string, port: number, remote: boolean, label: string}[]} */
const apps = [
  { dir: 'shell', label: 'AI Market', name: 'shell', port: 3000, remote: false },
  { dir: 'mf-marketplace', label: 'Chợ ứng dụng', name: 'marketplace', port: 3001, remote: true },
  { dir: 'mf-academy', label: 'Học viện', name: 'academy', port: 3002, remote: true },
  { dir: 'mf-creator', label: 'Nhà sáng tạo', name: 'creator', port: 3003, remote: true },
  { dir: 'mf-admin', label: 'Quản trị', name: 'admin', port: 3004, remote: true },
  { dir: 'mf-account', label: 'Tài khoản', name: 'account', port: 3005, remote: true },
];

// mailSmtp / mailWeb: MailDev, the local mail server `npm start` runs (its inbox on http://localhost:1080).
const services = { api: 5001, authEmulator: 9099, mailSmtp: 1025, mailWeb: 1080 };

module.exports = { apps, services, root };
