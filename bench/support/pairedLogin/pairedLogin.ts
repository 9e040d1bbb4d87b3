/**
 * The paired login page of the browser bench (browserLogin.bench.ts, scenario (g)): this kit's
 * core and the production service's own client (`@turnkey/core`, the version the interop suite
 * runs) in one page, against one sandbox, each logging in by e-mail code as an app calls it.
 * The bench drives both through `window.paired` and reads each login's time, code to stored
 * session, from the page's own clock.
 *
 * The production client gets the interop suite's one change (interop/sandboxOtpKey.ts, by the
 * bench's build): the sandbox's OTP key where it pins the production one. Both sign a new user up
 * with the same wallet (the demo's: an Ethereum and a Solana account); this kit also checks its
 * app proofs before it adopts the session, the production client does not.
 */
import { TurnkeyClient } from '@turnkey/core';
import {
  createWalletKit,
  initOtp,
  logout,
  type OtpHandle,
  sandboxConfig,
  verifyOtp,
  type WalletParams,
} from '../../../src/core/index.js';

const WALLET: WalletParams = {
  walletName: 'Bench wallet',
  accounts: [
    {
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/60'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    },
    {
      curve: 'CURVE_ED25519',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/501'/0'/0'",
      addressFormat: 'ADDRESS_FORMAT_SOLANA',
    },
  ],
};

type Who = 'ours' | 'theirs';

declare global {
  interface Window {
    /** Read by interop/sandboxOtpKey.ts: the sandbox's OTP bundle signer. */
    __sandboxTlsFetcherKey?: string;
    paired: typeof paired;
  }
}

const info = await (await fetch('/__dev/info')).json();
window.__sandboxTlsFetcherKey = info.trustedKeys.tlsFetcher;
const kit = createWalletKit(sandboxConfig(info));
const theirs = new TurnkeyClient({
  apiBaseUrl: info.baseUrl,
  authProxyUrl: info.authProxyUrl,
  authProxyConfigId: info.authProxyConfigId,
  organizationId: info.organizationId,
});
await theirs.init();

/** The production client's errors carry the service's words in `cause`: the bench prints both. */
async function readable<T>(running: Promise<T>): Promise<T> {
  try {
    return await running;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    throw new Error(`${e.message ?? String(error)} | ${e.cause?.message ?? ''}`);
  }
}

const ourCodes = new Map<string, OtpHandle>();
const theirCodes = new Map<string, { otpId: string; otpEncryptionTargetBundle: string }>();

const paired = {
  /** Sends a code to `email`, as each client's app does when the user submits the address. */
  async send(who: Who, email: string): Promise<void> {
    if (who === 'ours') {
      ourCodes.set(email, await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact: email }));
    } else {
      const params = { otpType: 'OTP_TYPE_EMAIL', contact: email };
      theirCodes.set(email, await theirs.initOtp(params as Parameters<typeof theirs.initOtp>[0]));
    }
  },

  /** The code typed: its check, the account found or made, the session stored. Answers ms. */
  async finish(who: Who, email: string, code: string): Promise<number> {
    const started = performance.now();
    if (who === 'ours') {
      const handle = ourCodes.get(email);
      if (!handle) throw new Error(`no code sent to ${email}`);
      await verifyOtp(kit, { handle, code, signup: { wallet: WALLET } });
    } else {
      const sent = theirCodes.get(email);
      if (!sent) throw new Error(`no code sent to ${email}`);
      await readable(
        theirs.completeOtp({
          ...sent,
          otpCode: code,
          contact: email,
          otpType: 'OTP_TYPE_EMAIL',
          createSubOrgParams: {
            customWallet: { walletName: WALLET.walletName, walletAccounts: WALLET.accounts },
          },
        } as Parameters<typeof theirs.completeOtp>[0]),
      );
    }
    return performance.now() - started;
  },

  /** Logs out, keeping what each client remembers of the device. */
  async logOut(who: Who): Promise<void> {
    if (who === 'ours') await logout(kit);
    else await theirs.logout();
  },
};

window.paired = paired;
(document.getElementById('status') as HTMLElement).textContent = 'ready';
