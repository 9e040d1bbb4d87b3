import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.js';

/**
 * What the repository's two Playwright suites (the demo's e2e, the production-client interop)
 * share: one worker unless a suite says otherwise (each drives one sandbox whose configuration a
 * test may change for a moment; playwright.config.ts runs the demo's specs on two), no retries
 * (a flaky test must show), the same timeouts, the list reporter (one line a test), and Debian's
 * Chromium headless with a trace kept for a failure.
 */
export const SUITE_DEFAULTS = {
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
} satisfies PlaywrightTestConfig;

/** The `use` block both suites start from. */
export const BROWSER_USE = {
  browserName: 'chromium',
  headless: true,
  trace: 'retain-on-failure',
  launchOptions: CHROMIUM_LAUNCH_OPTIONS,
} satisfies PlaywrightTestConfig['use'];

/** How both suites wait for their servers: started fresh, output kept from the console. */
export const WEB_SERVER_DEFAULTS = {
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe',
  stderr: 'pipe',
} as const;
