/**
 * `embedded-wallet-kit/server`: tells an app's backend who is calling (Node 20+ and edge
 * runtimes: WebCrypto and the Fetch API's `Request`/`Response` only; no React, no DOM). The
 * browser sends requests signed with the session key (`createSignedFetch` / `signRequest` of the
 * kit's core, `useSignedFetch` in React); `createSessionVerifier(...).verify(request)` answers the
 * user, organization and session expiry, or throws a `SessionRefusal`.
 */

export { productionTrustedKeys } from '../core/crypto/trustedKeys.js';
export type { SessionJwtClaims } from '../core/crypto/verifySessionJwt.js';
export type { SessionRefusalCode } from '../core/errors/kitErrorCode.js';
export type { TrustedKeys } from '../protocol/trustedKeys.js';
export { createMemoryReplayStore } from './createMemoryReplayStore.js';
export {
  createSessionVerifier,
  type SessionVerifier,
  type SessionVerifierOptions,
  type VerifyOptions,
} from './createSessionVerifier.js';
export { isSessionRefusal } from './isSessionRefusal.js';
export { refusalResponse } from './refusalResponse.js';
export type { ReplayStore } from './replayStore.js';
export type { SessionCaller } from './sessionCaller.js';
export { SessionRefusal, type SessionRefusalReason } from './sessionRefusal.js';
