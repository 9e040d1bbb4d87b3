/**
 * `embedded-wallet-kit/protocol`: the wire contract both sides share (the operation table, request
 * schemas, records, enums, error codes, stamp/bundle/token/app-proof formats, encodings). The
 * sandbox package imports it from here, so the contract exists in one place.
 */
export * from './appProof.js';
export * from './clientSignatureMessage.js';
export * from './compressPublicKey.js';
export * from './derSignature.js';
export * from './eip191Message.js';
export * from './encoding.js';
export * from './enums.js';
export * from './forwardedOperations.js';
export * from './frameMessages.js';
export * from './grpcCodes.js';
export * from './hpkeSuite.js';
export * from './operations.js';
export * from './productionErrorMessages.js';
export * from './records.js';
export * from './schema.js';
export * from './signedEnvelope.js';
export * from './stamp.js';
export * from './toChecksumAddress.js';
export * from './tokenClaims.js';
export * from './trustedKeys.js';
export * from './webAuthnStamp.js';
