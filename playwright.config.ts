import { defineConfig, devices } from '@playwright/test';

/** Journeys in Debian's Chromium against real server processes (see apps/web/e2e/fixtures.ts). */
export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results',
  globalSetup: './apps/web/e2e/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The service worker precaches every chunk of the app in each new window, which costs a journey seconds
    // of a busy machine's time; the journeys of the installed app (offline, install, update) allow it.
    serviceWorkers: 'block',
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
        '--disable-quic',
      ],
    },
  },
  // Every journey runs on a phone; `@desktop` ones run again at 1280 px, and `@console` ones (the
  // administrators' console, used at a desk) at 1280 px only: every-screen.spec walks the console's narrow widths.
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
      grepInvert: /@console/,
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
      grep: /@desktop|@console/,
    },
  ],
});
