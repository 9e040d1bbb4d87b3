import type { AppProof } from '../../protocol/records.js';
import type { StoredKey } from '../keys/keyStore.js';
import { traced } from '../platform/traced.js';
import { loadedProofChecks, loadProofChecks } from '../proofs/preloadProofChecks.js';
import { createSessionKeyStamper } from '../stampers/createSessionKeyStamper.js';
import type { Stamper } from '../stampers/stamper.js';
import type { WalletKit } from '../walletKit.js';
import type { CreatedWallet, LoginResult, WalletParams } from './loginResult.js';

/** The signup a login follows, when it made the account. */
export interface SignupAnswer {
  organizationId: string;
  wallet?: { walletId: string; addresses: string[] };
  appProofs?: AppProof[];
  accounts?: WalletParams['accounts'];
}

export interface FinishLoginArgs {
  /** The session JWT, or the login in flight that answers it. */
  token: string | Promise<string>;
  key: StoredKey;
  /** The signup this login follows, if it made the account. */
  signup?: SignupAnswer;
  /**
   * A key the signup registered in the new sub-organization (a 60-second API key): it stamps
   * the wallet's `get_boot_proof` queries at once, beside the login in flight. Without it, the
   * check waits for the session and is stamped by the new session key: one round trip more.
   */
  proofStamper?: Stamper;
  signal?: AbortSignal;
}

/**
 * Checks the app proofs of the wallet a signup made (undefined when it made none), its
 * `get_boot_proof` queries stamped by `stamper`: a key of the new sub-organization (the session
 * key once logged in, or a key registered with the signup, so the check runs beside the login).
 * The checks are loaded when a signup made a wallet: most logins never need them (the signup
 * flows preload them while `signup_v2` is in flight, preloadProofChecks.ts). Never skipped: a
 * failure rejects the signup's login. The measure spans the `get_boot_proof` queries too: the
 * bench counts their time as network (Resource Timing) and only the rest as crypto.
 */
export async function checkSignupWallet(
  kit: WalletKit,
  args: { signup: SignupAnswer | undefined; stamper: Stamper; signal?: AbortSignal },
): Promise<CreatedWallet | undefined> {
  const { signup } = args;
  const created = signup?.wallet;
  if (!signup || !created) return undefined;
  const attestations = await traced(kit.options.trace, 'crypto:app-proofs', async () => {
    const checks = loadedProofChecks() ?? (await loadProofChecks());
    return checks.verifyWalletProofs(kit, {
      organizationId: signup.organizationId,
      wallet: created,
      appProofs: signup.appProofs ?? [],
      stamper: args.stamper,
      accounts: signup.accounts,
      signal: args.signal,
    });
  });
  return {
    walletId: created.walletId,
    addresses: [...created.addresses],
    verified: true,
    attestations,
  };
}

/**
 * The last step of every login: the new wallet's app proofs checked (before the session is
 * adopted: a wallet whose addresses cannot be trusted never becomes the signed-in state), then
 * the JWT handed to the session store, which verifies it against the pinned notarizer key and
 * its binding to `key`. Given the login in flight and a `proofStamper`, the boot proofs are
 * fetched and checked while the login travels: callers stamp the login before the signup
 * answers (logInWithToken.ts), so it leaves at once, the proof query right behind it (no task
 * between them once the checks are loaded, loadedProofChecks).
 */
export async function finishLogin(kit: WalletKit, args: FinishLoginArgs): Promise<LoginResult> {
  const { signup, signal } = args;
  const early = args.proofStamper
    ? checkSignupWallet(kit, { signup, stamper: args.proofStamper, signal })
    : undefined;
  // Read below once the login has answered; a failed login leaves it unread.
  early?.catch(() => {});
  const token = await args.token;
  const wallet = await (early ??
    checkSignupWallet(kit, {
      signup,
      stamper: createSessionKeyStamper(args.key.keyPair, kit.crypto),
      signal,
    }));
  const session = await kit.session.signIn(token, args.key);
  return { session, created: signup !== undefined, wallet };
}
