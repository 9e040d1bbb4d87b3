import { sandboxConfig, type WalletKitOptions } from 'embedded-wallet-kit';
import { type DevInfo, type PublicBootstrap, sandboxKitConfig } from '../sandbox/index.js';
import type { TestSandbox } from './testSandbox.js';

/**
 * The `createWalletKit` options that point a kit at a sandbox: the kit's `sandboxConfig` of it
 * (its URLs, proxy config id and organization, its `trustedKeys` pinned instead of the
 * production ones, its dev OAuth/OIDC provider as every social provider's authorization
 * endpoint) and, for a `TestSandbox`, its `fetch` (in-process sandboxes need it). `overrides` win.
 */
export function sandboxKitOptions(
  sandbox: TestSandbox | DevInfo | PublicBootstrap,
  overrides: Partial<WalletKitOptions> = {},
): WalletKitOptions {
  const info: DevInfo | PublicBootstrap = 'info' in sandbox ? sandbox.info : sandbox;
  return {
    ...sandboxConfig('kitConfig' in info ? (info as DevInfo).kitConfig : sandboxKitConfig(info)),
    ...('info' in sandbox ? { fetch: sandbox.fetch } : {}),
    ...overrides,
  };
}
