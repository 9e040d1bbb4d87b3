import type { SignedEnvelope } from 'embedded-wallet-kit/protocol';
import { bytesToHex, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import type { P256KeyPair } from './generateP256KeyPair.js';
import { signP256Sha256 } from './signP256Sha256.js';

/**
 * The enclave-signed envelope (wire-details, "OTP code encryption"), as the JSON string the wire
 * carries: `data` = hex of the UTF-8 JSON of `dataObject`, `dataSignature` = DER hex ECDSA
 * P-256 over sha256(those bytes) (one hash), `enclaveQuorumPublic` = the signer's uncompressed key.
 */
export function createSignedEnvelope(signerKey: P256KeyPair, dataObject: object): string {
  const dataBytes = utf8Encode(JSON.stringify(dataObject));
  const signature = signP256Sha256(signerKey.privateKey, dataBytes, 'der');
  const envelope: SignedEnvelope = {
    enclaveQuorumPublic: signerKey.publicKey,
    dataSignature: bytesToHex(signature),
    data: bytesToHex(dataBytes),
  };
  return JSON.stringify(envelope);
}
