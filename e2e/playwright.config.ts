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
    launchOptions: chromium,
  },
});
