import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './e2e/support/chromium.js';
import { APP_ORIGIN } from './interop/ports.js';

/**
 * The interop suite: the production service's own client (`@turnkey/core`, 2.8.1 and 2.5.0)
 * in real Chromium against the sandbox, same-origin and cross-origin (interop/serve.ts starts
 * both sandboxes and the page). Each row is one test, so the list reporter prints each row's
 * pass or fail.
 */
export default defineConfig({
  testDir: 'interop',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/interop',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: APP_ORIGIN,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'tsx interop/serve.ts',
    url: `${APP_ORIGIN}/__dev/info`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
