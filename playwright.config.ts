import { defineConfig } from '@playwright/test';
import { BROWSER_USE, SUITE_DEFAULTS, WEB_SERVER_DEFAULTS } from './e2e/support/suiteDefaults.js';

/**
 * End-to-end tests of the demo app in real Chromium, against the servers `npm run demo` starts
 * (the demo and a fresh in-memory sandbox behind it), on fixed test ports so a developer's own
 * `npm run demo` (5173/8787) can keep running.
 *
 * The demo is served built (`--built`: a development build, bundled, with the dev server's
 * forwarding to the sandbox), since the dev server's hundreds of modules a page load, each
 * transformed on demand, cost two CI cores more than the tests themselves. `E2E_DEMO_DEV=1` runs
 * the suite on the dev server instead (the specs work on both).
 *
 * No browser is downloaded: Debian's Chromium at /usr/bin/chromium is driven through
 * `executablePath` (CI's .ci/run installs it when missing).
 */
// Overridable so that two checkouts on one machine can run their suites side by side.
export const DEMO_TEST_PORT = Number(process.env.E2E_DEMO_PORT ?? 45_173);
export const SANDBOX_TEST_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 48_787);
// The local chain `npm run demo` starts beside the sandbox (Hardhat's network).
export const CHAIN_TEST_PORT = Number(process.env.E2E_CHAIN_PORT ?? 48_545);
const baseURL = `http://localhost:${DEMO_TEST_PORT}`;
const DEMO_DEV_SERVER = process.env.E2E_DEMO_DEV === '1';

/**
 * The specs that change the shared sandbox's proxy configuration for a moment (the session
 * lifetime, the wallet method and the wallet proof): a change would cut or turn away the logins
 * of a test running beside them, so they run after the others, one at a time. (A redirect URL
 * added for a moment, as loginFailures.spec.ts does, turns away no one: it runs with the others.)
 * Each test uses its own contacts, so order does not matter otherwise. One of them alone:
 * `npx playwright test --no-deps e2e/session.spec.ts` (without `--no-deps` the others run first,
 * as the project depends on them).
 */
const CHANGES_SANDBOX_CONFIG = ['session.spec.ts', 'wallet.spec.ts'];

export default defineConfig({
  ...SUITE_DEFAULTS,
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two workers, one a core of the CI machine: the spec files share the one sandbox (and its dev
  // chain) and run side by side, the tests of a file in order.
  workers: 2,
  projects: [
    { name: 'shared sandbox', testIgnore: CHANGES_SANDBOX_CONFIG },
    {
      name: 'sandbox config',
      testMatch: CHANGES_SANDBOX_CONFIG,
      dependencies: ['shared sandbox'],
      workers: 1,
    },
  ],
  use: {
    ...BROWSER_USE,
    baseURL,
    screenshot: 'only-on-failure',
    // Nothing moves unless a test asks for motion (modalLook.spec.ts measures it with
    // `emulateMedia({ reducedMotion: 'no-preference' })`): a position, a colour or a picture read
    // during a 180 ms rise reads the animation's frame, not the layout (the close button 8 px
    // low, read as the dialog opened, on a loaded CI machine).
    reducedMotion: 'reduce',
  },
  webServer: {
    ...WEB_SERVER_DEFAULTS,
    command: `npm run demo -- --port ${DEMO_TEST_PORT} --sandbox-port ${SANDBOX_TEST_PORT} --chain-port ${CHAIN_TEST_PORT} --memory${DEMO_DEV_SERVER ? '' : ' --built'}`,
    // Ready when the sandbox answers through the demo's server (so both are up).
    url: `${baseURL}/__dev/info`,
  },
});
