import { defineConfig } from '@playwright/test';

// Browser journeys across the composed product (docs/architecture.md §7.7). The production builds are served on the
// fixed ports of docs/architecture.md §5, so one worker. Chromium is Debian's package: no browser download.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Setup (emulator ~20 s) plus the journeys (about 5 min) plus the accessibility audits (axe on every
  // route × 4 visitors × 2 themes × 2 widths: about 3 min per visitor on 2 cores); the suite runs in well
  // under this.
  globalTimeout: 30 * 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    headless: true,
    locale: 'vi-VN',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
