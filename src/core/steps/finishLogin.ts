import type { AppProof } from '../../protocol/records.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import type { WalletKit } from '../walletKit.js';
import type { CreatedWallet, LoginResult, WalletParams } from './loginResult.js';

export interface FinishLoginArgs {
  token: string;
  key: StoredKey;
  /** The signup this login follows, if it made the account. */
  signup?: {
    organizationId: string;
    wallet?: { walletId: string; addresses: string[] };
    appProofs?: AppProof[];
    accounts?: WalletParams['accounts'];
  };
  signal?: AbortSignal;
}

/**
 * The last step of every login: check the new wallet's app proofs (stamped by the new session
 * key, before the session is adopted: a wallet whose addresses cannot be trusted never becomes
 * the signed-in state), then hand the JWT to the session store, which verifies it against the
 * pinned notarizer key and its binding to `key`.
 */
export async function finishLogin(kit: WalletKit, args: FinishLoginArgs): Promise<LoginResult> {
  let wallet: CreatedWallet | undefined;
  const { signup } = args;
  const created = signup?.wallet;
  if (signup && created) {
    // Loaded when a signup made a wallet: most logins never need the app-proof checks (the
    // signup flows preload it while `signup_v2` is in flight, preloadProofChecks.ts). Never skipped:
    // a failure rejects the signup's login. The measure spans the `get_boot_proof` queries too:
    // the bench counts their time as network (Resource Timing) and only the rest as crypto.
    const attestations = await traced(kit.options.trace, 'crypto:app-proofs', async () => {
      const { verifyWalletProofs } = await import('./verifyWalletProofs.js');
      return verifyWalletProofs(kit, {
        organizationId: signup.organizationId,
        wallet: created,
        appProofs: signup.appProofs ?? [],
        stamper: createSessionKeyStamper(args.key.keyPair, kit.crypto),
        accounts: signup.accounts,
        signal: args.signal,
      });
    });
    wallet = {
      walletId: created.walletId,
      addresses: [...created.addresses],
      verified: true,
      attestations,
    };
  }
  const session = await kit.session.signIn(args.token, args.key);
  return { session, created: args.signup !== undefined, wallet };
}
