/**
 * What differs between the two ways the e2e suite can serve the demo (playwright.config.ts): the
 * build (the default, `npm run demo -- --built`) and the dev server (`E2E_DEMO_DEV=1`). A spec
 * that watches which code the page fetches, or imports the kit's core into the page, asks here.
 */
import { fileURLToPath } from 'node:url';

export const DEMO_DEV_SERVER = process.env.E2E_DEMO_DEV === '1';

/**
 * Which of the given modules (paths under src/react/, without the extension, e.g.
 * `modal/wallets/walletPanel`) a request fetches, if any: the dev server serves each module at
 * its source path (`…/modal/wallets/walletPanel.tsx`); the build serves a lazily loaded module
 * as a chunk named after it (`/assets/walletPanel-<hash>.js`).
 */
export function moduleFetched(url: string, modules: readonly string[]): string | undefined {
  const { pathname } = new URL(url);
  return modules.find((module) => {
    const file = module.slice(module.lastIndexOf('/') + 1);
    return DEMO_DEV_SERVER
      ? pathname.endsWith(`/src/react/${module}.tsx`)
      : new RegExp(`^/assets/${file}-[\\w-]+\\.js$`).test(pathname);
  });
}

/**
 * Where the page can import the kit's core entry from: its source through the dev server, or
 * the build's copy (scripts/demo.ts builds it beside the demo).
 */
export const CORE_ENTRY_URL = DEMO_DEV_SERVER
  ? `/@fs${fileURLToPath(new URL('../../src/core/index.ts', import.meta.url))}`
  : '/e2e/core.js';
