import type { TrustedKeys } from 'embedded-wallet-kit/protocol';
import type { EnclaveKeys } from './generateEnclaveKeys.js';

/**
 * The public keys a client pins for these enclave keys (the sandbox's bootstrap publishes them).
 */
export function trustedKeysOf(keys: EnclaveKeys): Required<TrustedKeys> {
  return {
    tlsFetcher: keys.tlsFetcher.publicKey,
    signer: keys.signer.publicKey,
    notarizer: keys.notarizer.publicKey,
    attestationRootCertificate: keys.attestation.rootCertificate,
  };
}
