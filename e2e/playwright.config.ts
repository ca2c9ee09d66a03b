import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';

// The same Chromium, launched the same way, as the web bench's.
const chromium = createRequire(__filename)('../tools/chromium.cjs') as { executablePath: string; args: string[] };

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
  // A guard against a hung run, not a speed target: setup (emulator ~20 s), 130 journeys and the accessibility
  // and consistency audits (every route × 4 visitors × 2 themes × 2 widths) took 26 min on one 2-core machine
  // and were cut at 30 min on a slower one (accessibility 12 min, consistency 9.6 min there). CI's own limit
  // (90 min for every step) is the budget; the steps before this one take about 16 min.
  globalTimeout: 60 * 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    headless: true,
    locale: 'vi-VN',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
});
