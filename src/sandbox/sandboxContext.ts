import type { ChainFunding } from './chain/chainFunding.js';
import type { EnclaveKeys } from './enclave/generateEnclaveKeys.js';
import type { SandboxReply } from './http/sandboxReply.js';
import type { SandboxRequest } from './http/sandboxRequest.js';
import type { Store } from './store/store.js';

/** Settings of one sandbox instance, with their defaults filled in. */
export interface SandboxSettings {
  /** Public base URL of the signed API (and of the proxy, on the same origin). */
  baseUrl: string;
  /**
   * A submit whose `timestampMs` is older than this is refused (spec "Authentication": liveness).
   */
  timestampWindowMs: number;
  /** A submit whose `timestampMs` is further in the future than this is refused. */
  futureSkewMs: number;
  /** Largest request body accepted; the spec's largest field is 400 KB of ABI. */
  maxBodyBytes: number;
  /** WebAuthn relying party checked on attestations and `X-Stamp-WebAuthn` assertions. */
  rpId: string;
  /** Origins a WebAuthn ceremony may come from (exact, or `http://localhost:*` for any port). */
  webauthnOrigins: string[];
  /**
   * Origins beside the sandbox's own that may call the dev endpoints (`/__dev/*`) from a page
   * (see dev/devOriginGate.ts). Never `*`: the dev inbox shows one-time codes.
   */
  devOrigins: string[];
  /**
   * A `signup_v2` that registers a secp256k1 or Ed25519 (wallet) key must carry that wallet's
   * proof of possession (`proxy/signup/checkWalletProof.ts`). Off: a proof is checked when sent.
   */
  requireWalletProof: boolean;
}

/** What every sandbox handler receives: the store, the enclave keys, the clock, the settings. */
export interface SandboxContext {
  store: Store;
  keys: EnclaveKeys;
  now(): number;
  settings: SandboxSettings;
  /**
   * The sandbox's one pipeline (createSandbox.ts): the HTTP server and `handler(Request)` both
   * run every request through it, and the proxy forwards through it, stamp check and all.
   * Never throws: anything thrown inside becomes a `{code, message, details}` reply.
   */
  dispatch(request: SandboxRequest): Promise<SandboxReply>;
  /**
   * A local development chain that new embedded Ethereum accounts are funded on
   * (`chainRpcUrl`); queued when a wallet is stored, sent before the request's reply.
   */
  chainFunding?: ChainFunding;
}
