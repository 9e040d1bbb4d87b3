import {
  createDevWalletSigner,
  type DevWalletKeys,
  type DevWalletSigner,
  devWalletBridgeName,
} from './createDevWalletSigner.js';
import { type DevWalletPageConfig, devWalletPageScript } from './installDevWallet.js';
import type { ScriptPageLike } from './playwrightLike.js';

export interface AddDevWalletOptions extends DevWalletKeys {
  /** Shown in wallet pickers (EIP-6963 `name`, wallet-standard `name`). Default "Dev Wallet". */
  name?: string;
}

export type DevWallet = DevWalletSigner;

// A plain purple square with "D": a data: URI, as EIP-6963 and wallet-standard require.
const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#6d28d9"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">D</text></svg>',
).toString('base64')}`;

/**
 * Installs a dev wallet in a Playwright page, before its scripts run (and again after each
 * navigation): an EIP-1193 provider announced over EIP-6963 and a wallet-standard Solana
 * wallet, both backed by keys this test process holds. Requests are approved at once, like a
 * user who always clicks "Sign"; `rejectNext()` makes the next signature a rejection (EIP-1193
 * 4001). Call it before `page.goto`.
 */
export async function addDevWallet(
  page: ScriptPageLike,
  options: AddDevWalletOptions = {},
): Promise<DevWallet> {
  const signer = createDevWalletSigner(options);
  const config: DevWalletPageConfig = {
    bridge: devWalletBridgeName(),
    name: options.name ?? 'Dev Wallet',
    icon: ICON,
    rdns: 'dev.embedded-wallet-kit.devwallet',
    uuid: crypto.randomUUID(),
    solana: signer.solana,
  };
  await page.exposeFunction(config.bridge, signer.answer);
  // The page half, as fixed text (never a compiled function's `toString()`): it runs before the
  // page's own scripts, on every navigation.
  await page.addInitScript({ content: devWalletPageScript(config) });
  return signer;
}
