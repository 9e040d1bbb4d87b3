import {
  isKitError,
  type LoggedInWallet,
  type LoginResult,
  type VerifiedAttestation,
} from 'embedded-wallet-kit';
import { useSyncExternalStore } from 'react';

/**
 * What the demo remembers of a login for the session panel: whether it was a signup, and the wallet
 * made at signup with what its app-proof check showed (the kit checks every address against an
 * app proof whose ephemeral key an attestation document chained to the pinned root binds). Kept
 * in localStorage per user: the proofs come with the signup answer only.
 */
export interface RememberedLogin {
  userId: string;
  created: boolean;
  wallet?: {
    walletId: string;
    addresses: string[];
    verified: boolean;
    attestations?: VerifiedAttestation[];
  };
  /** The external wallet (Ethereum, Solana) the user logs in with, as `loginWithWallet` saw it. */
  externalWallet?: LoggedInWallet;
  at: number;
}

/** The last signup the kit refused because a proof check failed: the code says which check. */
export interface ProofFailure {
  code: string;
  message: string;
  at: number;
}

// The app-proof checks' codes (CryptoCheckError, "App proofs" and "Boot proofs").
const PROOF_CODES = new Set([
  'APP_PROOF_MISMATCH',
  'INVALID_SIGNATURE',
  'MALFORMED_BUNDLE',
  'ATTESTATION_MALFORMED',
  'ATTESTATION_SIGNATURE_INVALID',
  'ATTESTATION_CHAIN_INVALID',
  'ATTESTATION_ROOT_UNTRUSTED',
  'ATTESTATION_ROOT_EXPIRED',
  'MANIFEST_DIGEST_MISMATCH',
  'EPHEMERAL_KEY_MISMATCH',
  'PCR_POLICY_MISMATCH',
  'PCR17_COMMITMENT_MISMATCH',
  'MANIFEST_POLICY_MISMATCH',
]);
const FAILURE_KEY = 'ewk-demo:proof-failure';

const KEY = 'ewk-demo:logins';
const listeners = new Set<() => void>();

function readAll(): Record<string, RememberedLogin> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, RememberedLogin>;
  } catch {
    return {};
  }
}

let cache = readAll();
let failure = ((): ProofFailure | undefined => {
  try {
    return JSON.parse(localStorage.getItem(FAILURE_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
})();

/** Kit errors (`onError`): a failed proof check is remembered to show why the signup stopped. */
export function rememberProofFailure(error: unknown): void {
  if (!isKitError(error) || !PROOF_CODES.has(error.code)) return;
  failure = { code: error.code, message: error.shortMessage, at: Date.now() };
  localStorage.setItem(FAILURE_KEY, JSON.stringify(failure));
  for (const listener of listeners) listener();
}

export function useProofFailure(): ProofFailure | undefined {
  return useSyncExternalStore(subscribe, () => failure);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function rememberLogin(result: LoginResult & { externalWallet?: LoggedInWallet }): void {
  const previous = cache[result.session.userId];
  const externalWallet = result.externalWallet ?? previous?.externalWallet;
  const entry: RememberedLogin = {
    userId: result.session.userId,
    created: result.created,
    ...(result.wallet
      ? { wallet: result.wallet }
      : previous?.wallet
        ? { wallet: previous.wallet }
        : {}),
    ...(externalWallet ? { externalWallet } : {}),
    at: Date.now(),
  };
  if (result.wallet) {
    failure = undefined;
    localStorage.removeItem(FAILURE_KEY);
  }
  cache = { ...cache, [entry.userId]: entry };
  localStorage.setItem(KEY, JSON.stringify(cache));
  for (const listener of listeners) listener();
}

export function useRememberedLogin(userId: string | undefined): RememberedLogin | undefined {
  const all = useSyncExternalStore(subscribe, () => cache);
  return userId ? all[userId] : undefined;
}
