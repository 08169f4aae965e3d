import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4417);
const dataDir = path.join(os.tmpdir(), `estate-e2e-${process.pid}`);
export const baseURL = `http://127.0.0.1:${port}`;

const browser = { executablePath: chromiumPath(), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  // On 2 cores an axe scan or a whole journey can pass 30 s, and a shared machine can run several times
  // slower on a bad day (measured four times slower on 29 November 2026): waits are generous, so only a
  // page that never shows what is expected fails.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions: browser,
    trace: 'retain-on-failure',
  },
  projects: [
    // On the freshly seeded server, before anything else writes to it: states that other tests change
    // (a /blogs without posts) are checked here. So are tests that briefly change what every other test
    // reads (a weekend rate turns the stay page's price into "from ₹3,420"): they put it back before the
    // other projects start.
    {
      name: 'pristine',
      testMatch: /\.pristine\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: browser },
    },
    {
      name: 'phone',
      dependencies: ['pristine'],
      // Back-office flows and HTTP-only checks run once, at desktop width; each admin screen's phone layout
      // and axe check lives in admin-phone*.spec.ts. So do a guest flow's server rules (a refusal, a lapsed
      // hold, a tampered link, sold out), tagged @desktop-only: their screens are the ones the phone already
      // walks through in the flow itself.
      testIgnore: [/admin-(?!phone)[^/]*\.spec\.ts$/, /server\.spec\.ts$/],
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: browser },
    },
    {
      name: 'desktop',
      dependencies: ['pristine'],
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: browser },
    },
  ],
  webServer: {
    // The built app, as in production, on a fresh embedded database with demo content.
    command: `node tests/support/e2e-server.ts`,
    url: `${baseURL}/readyz`,
    // Building and seeding take most of this on a busy 2-core machine.
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every test books from 127.0.0.1; the limit itself is tested against the database.
      BOOKING_RATE_LIMIT: '100000',
      // The same for the reservations waiting for their mailed link, which one client may hold.
      UNCONFIRMED_HOLD_LIMIT: '100000',
      // The administrator of tests/support/accounts.ts; the sign-in limiter is tested against the database.
      ADMIN_EMAIL: 'owner@example.org',
      ADMIN_PASSWORD: 'e2e admin password',
      AUTH_SIGN_IN_LIMIT: '100000',
      // An online class's unpaid checkout holds its seat for 15 s, not 15 min: tests/e2e/online-events.spec.ts
      // watches an abandoned one lapse. Only classes paid online hold seats, so nothing else notices.
      EVENT_HOLD_MINUTES: '0.25',
      // One social link and WhatsApp set, the other two left unset: the pages show the first and hide the rest.
      INSTAGRAM_URL: 'https://www.instagram.com/sukoon.estate',
      WHATSAPP_NUMBER: '+91 98765 43210',
    },
  },
});
