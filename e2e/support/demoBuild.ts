/**
 * What differs between the two ways the e2e suite can serve the demo (playwright.config.ts): the
 * build (the default, `npm run demo -- --built`) and the dev server (`E2E_DEMO_DEV=1`). A spec
 * that watches which code the page fetches, or imports the kit's core into the page, asks here.
 */
import { fileURLToPath } from 'node:url';

export const DEMO_DEV_SERVER = process.env.E2E_DEMO_DEV === '1';

/**
 * Code the kit loads apart, on demand: its source file under src/react/ (the dev server serves
 * each module at its own path) and, in the build, the chunk that holds it, named after the
 * lazily imported module it comes with (`/assets/<chunk>-<hash>.js`).
 */
export interface LazyModule {
  source: string;
  chunk: string;
}

export const WALLET_SCREEN: LazyModule = {
  source: 'modal/wallets/walletPanel.tsx',
  chunk: 'walletPanel',
};
export const PHONE_SCREEN: LazyModule = {
  source: 'modal/phone/phoneField.tsx',
  chunk: 'phoneField',
};
/** The country table: a module of the phone screen, so in the build part of its chunk. */
export const COUNTRY_TABLE: LazyModule = {
  source: 'modal/phone/countries.ts',
  chunk: 'phoneField',
};

/** Whether a request fetches `module`'s code. */
export function fetches(url: string, module: LazyModule): boolean {
  const { pathname } = new URL(url);
  return DEMO_DEV_SERVER
    ? pathname.endsWith(`/src/react/${module.source}`)
    : new RegExp(`^/assets/${module.chunk}-[\\w-]+\\.js$`).test(pathname);
}

/**
 * Where the page can import the kit's core entry from: its source through the dev server, or
 * the build's copy (scripts/demo.ts builds it beside the demo).
 */
export const CORE_ENTRY_URL = DEMO_DEV_SERVER
  ? `/@fs${fileURLToPath(new URL('../../src/core/index.ts', import.meta.url))}`
  : '/e2e/core.js';
