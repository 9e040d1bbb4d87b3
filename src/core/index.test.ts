import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

/**
 * Imports the entry in a fresh plain Node process (tsx only strips types) with traps on the
 * browser globals: server-side rendering imports the core, so importing must touch none of them.
 */
const SSR_PROBE = `
const touched = [];
for (const name of ['window', 'document', 'indexedDB', 'localStorage', 'sessionStorage',
    'BroadcastChannel', 'navigator', 'location', 'opener']) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() { touched.push(name); return undefined; },
  });
}
const core = await import(process.argv[1]);
const kit = core.createWalletKit({
  authProxyUrl: 'https://proxy.test', authProxyConfigId: 'c', baseUrl: 'https://api.test',
  organizationId: 'o',
});
const snapshot = await kit.session.ready();
kit.destroy();
console.log(JSON.stringify({ touched, status: snapshot.status }));
`;

describe('the core entry', () => {
  it('imports in plain Node without touching a browser global, and a kit works there', () => {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', SSR_PROBE, entry],
      { encoding: 'utf8' },
    );
    const result = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
      touched: string[];
      status: string;
    };
    // Creating a kit may look for browser parts (and find none); importing may not.
    expect(result.status).toBe('signedOut');
  });

  it('touches no browser global at import time', () => {
    const probe = SSR_PROBE.replace(
      /const kit[\s\S]*$/,
      'console.log(JSON.stringify({ touched }));',
    );
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', probe, entry],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(out.trim())).toEqual({ touched: [] });
  });

  it('exports this public surface (a change here is a change of the public API)', () => {
    expect(Object.keys(core).sort()).toEqual([
      'CryptoCheckError',
      'DEFAULT_IMPORT_ACCOUNTS',
      'FrameError',
      'KitError',
      'ProxyError',
      'SignedApiError',
      'StampError',
      'TransportError',
      'WALLET_KEY_PREFIX',
      'WalletError',
      'WebAuthnError',
      'addPasskey',
      'beginImport',
      'browserOAuthPopup',
      'browserWebAuthn',
      'chainOf',
      'chainRpc',
      'checkImportBundle',
      'completeOAuthRedirect',
      'contactsVerifiedHere',
      'createApiKeyStamper',
      'createAuthProxyClient',
      'createCeremonyGuard',
      'createCurrentSessionStamper',
      'createEthereumWallet',
      'createFrameChannel',
      'createIndexedDbKeyStore',
      'createMemoryKeyStore',
      'createMemoryStorage',
      'createPasskeyStamper',
      'createPkcePair',
      'createSessionKeyStamper',
      'createSessionStore',
      'createSignedApiClient',
      'createSignedFetch',
      'createSignedRequest',
      'createSolanaWallet',
      'createTransport',
      'createWalletKit',
      'decryptExportBundle',
      'deviceName',
      'embeddedAccount',
      'encryptToImportBundle',
      'evmChainId',
      'exportWallet',
      'findWallets',
      'forgetSentCode',
      'formatUnits',
      'generateExportTargetKeyPair',
      'generateSessionKeyPair',
      'importPrivateKey',
      'importWallet',
      'initOtp',
      'isKitError',
      'lastSentCode',
      'lazyModule',
      'linkOAuth',
      'linkOAuthWithPopup',
      'linkWallet',
      'listEmbeddedWallets',
      'listSessions',
      'loadAttestationVerifier',
      'loadSubmitRoutes',
      'loadWallets',
      'loginWithOAuthPopup',
      'loginWithOidcToken',
      'loginWithPasskey',
      'loginWithWallet',
      'logout',
      'nativeCurrencyOf',
      'oauthNonce',
      'oauthProviders',
      'openWalletFrame',
      'parseJwt',
      'pendingOAuthRedirect',
      'preloadOAuth',
      'preloadPasskeys',
      'prepareTransaction',
      'productionTrustedKeys',
      'publicKeyHex',
      'randomState',
      'refreshSession',
      'removeEmail',
      'removePasskey',
      'removePhone',
      'resumeOAuthRedirect',
      'revokeSessions',
      'sandboxConfig',
      'sendContactCode',
      'sendTransaction',
      'setSigningConfirmer',
      'signAuthorization',
      'signMessage',
      'signRequest',
      'signTransaction',
      'signTypedData',
      'signupWithPasskey',
      'startOAuthRedirect',
      'systemClock',
      'toChecksumAddress',
      'unlinkOAuth',
      'unlinkWallet',
      'updateEmail',
      'updatePhone',
      'userLoginMethods',
      'verifyAppProof',
      'verifyContactCode',
      'verifyOtp',
      'verifySessionJwt',
      'verifySignedEnvelope',
      'verifyVerificationToken',
      'verifyWalletProofs',
      'walletKeyAddress',
      'watchWallets',
    ]);
  });
});
