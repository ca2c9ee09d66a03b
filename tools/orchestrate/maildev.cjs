// MailDev, the local mail server that `npm start` and the browser journeys run: `npx` and these arguments put
// its SMTP port and its web inbox (and API) on the loopback only, at the ports of tools/apps.cjs.
const { services } = require('../apps.cjs');

const mailDevArgs = [
  'maildev',
  '--smtp',
  String(services.mailSmtp),
  '--ip',
  '127.0.0.1',
  '--web',
  String(services.mailWeb),
  '--web-ip',
  '127.0.0.1',
];

module.exports = { mailDevArgs };
