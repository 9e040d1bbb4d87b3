import type { HpkeCiphertext } from 'embedded-wallet-kit/protocol';
import { bytesToHex, hpkeAad, hpkeCipherSuite, hpkeInfo } from 'embedded-wallet-kit/protocol';
import { EnclaveError } from './enclaveError.js';
import { publicKeyBytes } from './parseP256Key.js';

/**
 * HPKE-seals `plaintext` to a P-256 public key (hex, either encoding) with the wire profile
 * (protocol's hpkeSuite.ts). The sender context comes first so that `enc` is known before sealing: the
 * AAD binds it together with the receiver key. Used for `export_secrets` payloads.
 * Throws `EnclaveError('INVALID_KEY')` for a bad receiver key.
 */
export async function hpkeSealToPublicKey(
  plaintext: Uint8Array,
  receiverPublicKeyHex: string,
): Promise<HpkeCiphertext> {
  const receiver = publicKeyBytes(receiverPublicKeyHex, 'receiver public key');
  const suite = hpkeCipherSuite();
  let sealed: { enc: Uint8Array; ciphertext: ArrayBuffer };
  try {
    const recipientPublicKey = await suite.kem.deserializePublicKey(receiver);
    const sender = await suite.createSenderContext({ recipientPublicKey, info: hpkeInfo() });
    const enc = new Uint8Array(sender.enc);
    sealed = { enc, ciphertext: await sender.seal(plaintext, hpkeAad(enc, receiver)) };
  } catch {
    throw new EnclaveError('INVALID_KEY', 'cannot seal to the receiver public key');
  }
  return {
    encappedPublic: bytesToHex(sealed.enc),
    ciphertext: bytesToHex(new Uint8Array(sealed.ciphertext)),
  };
}
