/**
 * SHA-256 of the AWS Nitro Enclaves Root-G1 certificate's DER, lower-case hex: the default trust
 * anchor of app-proof attestations (wire-details, "Boot proofs"). AWS publishes the certificate
 * (aws-nitro-enclaves-root.zip in the Nitro Enclaves user guide, "Verifying the root of trust");
 * the production service's client package ships the same fingerprint (`@turnkey/crypto`
 * dist/constants.mjs, `AWS_ROOT_CERT_SHA256`). The tests hold the certificate itself
 * (test/support/core/awsNitroRootG1Pem.ts) and check it against this value.
 */
export const AWS_NITRO_ROOT_G1_SHA256 =
  '641a0321a3e244efe456463195d606317ed7cdcc3c1756e09893f3c68f79bb5b';
