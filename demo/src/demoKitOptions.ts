import type { WalletKitOptions } from 'embedded-wallet-kit';
import { DEMO_APP_NAME } from './demoAppName.js';
import type { SandboxInfo } from './sandboxInfo.js';

const devAuthorizationUrls = (baseUrl: string) => {
  const url = `${baseUrl}/oauth/auth`;
  return { google: url, apple: url, facebook: url, x: url, discord: url };
};

/**
 * The demo's kit settings, from the sandbox it runs against. Knobs for the e2e suite and the
 * browser bench: `?autoRefresh=0` lets a session run out; `?trace=1` records the kit's User
 * Timing measures (bench/browserLogin.bench.ts reads them); `?pinPcr0=<hex>` pins the enclave
 * image like a production app would: any other value (the sandbox's image is not it) shows the
 * signup failing the app-proof check, and why; `?tokenLogin=proxy` finishes OTP and OAuth
 * logins through the proxy instead of an attested `stamp_login` (the bench compares them);
 * `?oauthRedirectUrl=<url>` names a page of the demo as the social logins' redirect page, which
 * the modal then uses for full-page redirects (on phones, or when a popup is blocked). Under
 * `npm run demo` the demo's `login-return.html` is that page by default (scripts/demo.ts
 * registers it with the sandbox and says so in `VITE_DEMO_OAUTH_REDIRECT_URL`), so a blocked
 * popup offers "Continue in this tab"; a build served by something else keeps the sandbox's
 * popup page.
 */
export function demoKitOptions(info: SandboxInfo, params: URLSearchParams): WalletKitOptions {
  const pinPcr0 = params.get('pinPcr0');
  const redirectUrl =
    params.get('oauthRedirectUrl') ?? import.meta.env.VITE_DEMO_OAUTH_REDIRECT_URL;
  return {
    authProxyUrl: info.authProxyUrl,
    authProxyConfigId: info.authProxyConfigId,
    baseUrl: info.baseUrl,
    organizationId: info.organizationId,
    trustedKeys: info.trustedKeys,
    session: { autoRefresh: params.get('autoRefresh') !== '0' },
    passkey: { rpName: DEMO_APP_NAME },
    // The sandbox's dev OAuth/OIDC provider plays every social provider.
    oauth: {
      authorizationUrls: devAuthorizationUrls(info.baseUrl),
      ...(redirectUrl ? { redirectUrl } : {}),
    },
    trace: params.get('trace') === '1',
    // The local chain the sandbox funds new accounts on: where the wagmi panel sends.
    chains: info.chain
      ? [{ caip2: `eip155:${info.chain.chainId}`, name: 'Local chain', rpcUrl: info.chain.rpcUrl }]
      : [],
    ...(params.get('tokenLogin') === 'proxy' ? { tokenLogin: 'proxy' as const } : {}),
    ...(pinPcr0 ? { appProofPolicy: { expectedPcrs: { 0: pinPcr0 } } } : {}),
  };
}
