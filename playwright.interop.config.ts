import { defineConfig } from '@playwright/test';
import { BROWSER_USE, SUITE_DEFAULTS, WEB_SERVER_DEFAULTS } from './e2e/support/suiteDefaults.js';
import { APP_ORIGIN } from './interop/ports.js';

/**
 * The interop suite: the production service's own client (`@turnkey/core`, 2.8.1 and 2.5.0)
 * in real Chromium against the sandbox, same-origin and cross-origin (interop/serve.ts starts
 * both sandboxes and the page). Each row is one test, so the list reporter prints each row's
 * pass or fail.
 */
export default defineConfig({
  ...SUITE_DEFAULTS,
  testDir: 'interop',
  // Not under test-results/: the demo's suite, which may run at the same time (`npm test`),
  // empties that folder when it starts.
  outputDir: 'test-results-interop',
  use: { ...BROWSER_USE, baseURL: APP_ORIGIN },
  webServer: {
    ...WEB_SERVER_DEFAULTS,
    command: 'tsx interop/serve.ts',
    url: `${APP_ORIGIN}/__dev/info`,
  },
});
