/**
 * The sandbox enclave: the service's server-side crypto as pure functions over keys (no storage,
 * no HTTP). Formats: spec/wire-details.md. Every failure is an `EnclaveError` with a `reason`.
 */
export {
  type AddressDerivationProofInput,
  addressDerivationProof,
} from './addressDerivationProof.js';
export { addressDerivationProofs, type WalletAddresses } from './addressDerivationProofs.js';
export { compressPublicKey } from './compressPublicKey.js';
export { createAppProof } from './createAppProof.js';
export {
  type AttestationAuthority,
  createAttestationAuthority,
} from './createAttestationAuthority.js';
export {
  type CreateBootProofOptions,
  createBootProof,
  SANDBOX_IMAGE_PCRS,
} from './createBootProof.js';
export { createExportBundle, type ExportBundleInput } from './createExportBundle.js';
export { createImportBundle, type ImportBundle } from './createImportBundle.js';
export { createOtpTarget, type OtpTarget } from './createOtpTarget.js';
export { createSignedEnvelope } from './createSignedEnvelope.js';
export { decompressPublicKey } from './decompressPublicKey.js';
export { EnclaveError, type EnclaveErrorReason } from './enclaveError.js';
export {
  type AppProofEphemeralKeys,
  generateAppProofEphemeralKeys,
} from './generateAppProofEphemeralKeys.js';
export { type EnclaveKeys, generateEnclaveKeys } from './generateEnclaveKeys.js';
export { generateP256KeyPair, type P256KeyPair } from './generateP256KeyPair.js';
export { hpkeSealToPublicKey } from './hpkeSealToPublicKey.js';
export { openEncryptedOtpBundle } from './openEncryptedOtpBundle.js';
export { openHpkeCiphertext } from './openHpkeCiphertext.js';
export { type P256SignatureFormat, signP256Sha256 } from './signP256Sha256.js';
export { signSessionJwt } from './signSessionJwt.js';
export { signVerificationToken } from './signVerificationToken.js';
export { trustedKeysOf } from './trustedKeysOf.js';
export { type VerifyP256SignatureArgs, verifyP256Signature } from './verifyP256Signature.js';
export { verifyVerificationToken } from './verifyVerificationToken.js';
