import type { WalletKitOptions } from 'embedded-wallet-kit';
import type { PublicBootstrap } from '../sandbox/index.js';
import type { TestSandbox } from './testSandbox.js';

/**
 * The `createWalletKit` options that point a kit at a sandbox: its URLs, proxy config id and
 * organization, its `trustedKeys` pinned instead of the production ones, and, for a
 * `TestSandbox`, its `fetch` (in-process sandboxes need it), and its dev OAuth/OIDC provider
 * (`<baseUrl>/oauth`) as every social provider's authorization endpoint. `overrides` win.
 */
export function sandboxKitOptions(
  sandbox: TestSandbox | PublicBootstrap,
  overrides: Partial<WalletKitOptions> = {},
): WalletKitOptions {
  const info = 'info' in sandbox ? sandbox.info : sandbox;
  const authorize = `${info.baseUrl}/oauth/auth`;
  return {
    authProxyUrl: info.authProxyUrl,
    authProxyConfigId: info.authProxyConfigId,
    baseUrl: info.baseUrl,
    organizationId: info.organizationId,
    trustedKeys: info.trustedKeys,
    oauth: {
      authorizationUrls: {
        google: authorize,
        apple: authorize,
        facebook: authorize,
        x: authorize,
        discord: authorize,
      },
    },
    ...('info' in sandbox ? { fetch: sandbox.fetch } : {}),
    ...overrides,
  };
}
