export { compressPublicKey } from '../../protocol/compressPublicKey.js';
export { type CheckImportBundleArgs, checkImportBundle } from './checkImportBundle.js';
export { createPkcePair, type PkcePair } from './createPkcePair.js';
export type { CryptoLike } from './cryptoLike.js';
export { decompressPublicKey } from './decompressPublicKey.js';
export { type DecryptExportBundleArgs, decryptExportBundle } from './decryptExportBundle.js';
export { type EncryptOtpCodeArgs, encryptOtpCode } from './encryptOtpCode.js';
export { type EncryptToImportBundleArgs, encryptToImportBundle } from './encryptToImportBundle.js';
export {
  type ExportTargetKeyPair,
  generateExportTargetKeyPair,
} from './generateExportTargetKeyPair.js';
export { generateSessionKeyPair } from './generateSessionKeyPair.js';
export { type AttestationVerifier, loadAttestationVerifier } from './loadAttestationVerifier.js';
export { oauthNonce } from './oauthNonce.js';
export { parseJwt } from './parseJwt.js';
export { type PublicKeyHex, publicKeyHex } from './publicKeyHex.js';
export { randomState } from './randomState.js';
export { sha256 } from './sha256.js';
export { type ClientSignature, signClientSignature } from './signClientSignature.js';
export { signP256 } from './signP256.js';
export { productionTrustedKeys, type TrustedKeys } from './trustedKeys.js';
export {
  type AddressDerivationProofPayload,
  type AppProofExpectation,
  type AttestationPolicy,
  type VerifiedAppProof,
  type VerifiedAttestation,
  type VerifyAppProofArgs,
  verifyAppProof,
} from './verifyAppProof.js';
export { type SessionJwtClaims, verifySessionJwt } from './verifySessionJwt.js';
export { verifySignedEnvelope } from './verifySignedEnvelope.js';
export {
  type VerificationTokenClaims,
  verifyVerificationToken,
} from './verifyVerificationToken.js';
