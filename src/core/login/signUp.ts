import type { ProxyBody } from '../../protocol/operations.js';
import type { ClientSignature } from '../crypto/signClientSignature.js';
import { preloadProofChecks } from '../proofs/preloadProofChecks.js';
import type { Stamper } from '../stampers/stamper.js';
import type { WalletKit } from '../walletKit.js';
import { createProofCheckKey, type ProofCheckKey } from './createProofCheckKey.js';
import type { SignupAnswer } from './finishLogin.js';
import type { WalletParams } from './loginResult.js';

type ApiKeyParams = ProxyBody<'signup_v2'>['apiKeys'][number];

export interface SignUpArgs {
  /** `signup_v2`, but for the `apiKeys`, `wallet` and `clientSignature` this step adds. */
  request: Omit<ProxyBody<'signup_v2'>, 'apiKeys' | 'wallet' | 'clientSignature'>;
  /** A wallet to make with the account; its app proofs are checked at the login. */
  wallet?: WalletParams | undefined;
  /**
   * Signs the request, for a signup that shows a verification token (wire-details, "Client
   * signature"): the signed message names the API keys, so it is made once they are known.
   */
  sign?: (apiKeys: ApiKeyParams[]) => Promise<ClientSignature>;
  /**
   * The wallet's proof-check key, made ahead (an OTP's, while its code is checked); made here
   * when there is none.
   */
  proofKey?: Promise<ProofCheckKey | undefined>;
  signal?: AbortSignal;
}

export interface SignedUp {
  /** The new account, as `finishLogin` takes it. */
  signup: SignupAnswer;
  /** Stamps the new wallet's boot-proof queries beside the login (see createProofCheckKey). */
  proofStamper?: Stamper;
}

/**
 * A new user's account (spec "Signup"): `signup_v2`. A signup that makes a wallet registers a
 * 60-second API key with it (createProofCheckKey.ts), whose stamper the login then hands to
 * `finishLogin` so the wallet's boot proofs are fetched beside the login; the proof checks load
 * while the signup is on the wire.
 */
export async function signUp(kit: WalletKit, args: SignUpArgs): Promise<SignedUp> {
  const { wallet } = args;
  const ahead = await args.proofKey;
  const proofKey = wallet ? (ahead ?? (await createProofCheckKey(kit))) : undefined;
  const apiKeys = proofKey ? [proofKey.apiKey] : [];
  const clientSignature = args.sign ? await args.sign(apiKeys) : undefined;
  const signingUp = kit.proxy.signupV2(
    { ...args.request, apiKeys, wallet, ...(clientSignature ? { clientSignature } : {}) },
    { signal: args.signal },
  );
  preloadProofChecks(kit, wallet);
  const created = await signingUp;
  return {
    signup: { ...created, accounts: wallet?.accounts },
    ...(proofKey ? { proofStamper: proofKey.stamper } : {}),
  };
}
