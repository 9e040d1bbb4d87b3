// The service keys a client pins (wire-details, `trustedKeys`). Point the kit at the sandbox and
// it uses the sandbox's from its bootstrap, its attestation root included. In production
// `attestationRootCertificate` is absent: the verifier's built-in AWS Nitro Enclaves Root-G1,
// pinned by fingerprint, applies (and its PEM stays in the lazy verifier chunk).
import type { TrustedKeys } from '../../protocol/trustedKeys.js';

export type { TrustedKeys };

/**
 * The production enclave key that signs export and import bundles: the one key the isolated
 * frame checks (`src/frame`), so it takes this alone and not the other two.
 */
export const PRODUCTION_SIGNER_KEY =
  '04cf288fe433cc4e1aa0ce1632feac4ea26bf2f5a09dcfe5a42c398e06898710330f0572882f4dbdf0f5304b8fc8703acd69adca9a4bbf7f5d00d20a5e364b2569';

/**
 * Production keys as published by the service's own client package: `@turnkey/crypto` 2.13.2,
 * dist/constants.mjs (`PRODUCTION_TLS_FETCHER_SIGN_PUBLIC_KEY`,
 * `PRODUCTION_SIGNER_SIGN_PUBLIC_KEY`,
 * `PRODUCTION_NOTARIZER_SIGN_PUBLIC_KEY`). Values copied; re-check them when that package updates.
 */
export const productionTrustedKeys: Readonly<TrustedKeys> = /* @__PURE__ */ Object.freeze({
  tlsFetcher:
    '046b4f88421f76b6ba418afc2ea1d8ced671337d7db6b80478a60d8531bf8f17fa9a512f0fef96fc0c9b4cd9dff70b34992e520ce04c79d931f6ff6296b547d201',
  signer: PRODUCTION_SIGNER_KEY,
  notarizer:
    '04d498aa87ac3bf982ac2b5dd9604d0074905cfbda5d62727c5a237b895e6749205e9f7cd566909c4387f6ca25c308445c60884b788560b785f4a96ac33702a469',
});
