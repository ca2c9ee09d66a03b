// Debian's Chromium as the browser journeys (e2e/playwright.config.ts) and the web bench (tools/bench/web.mjs)
// launch it: no browser download (CHROMIUM_PATH names another binary), headless, no sandbox (containers), and
// nothing fetched in the background that could land in a measurement or a journey.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

module.exports = { executablePath, args };
