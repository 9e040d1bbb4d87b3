import { createCipheriv, createECDH } from 'node:crypto';
import type { HpkeCiphertext } from 'embedded-wallet-kit/protocol';
import { bytesToHex, hpkeAad, hpkeInfo } from 'embedded-wallet-kit/protocol/internal';
import { hpkeContext } from './hpkeContext.js';
import { publicKeyBytes } from './parseP256Key.js';

/**
 * HPKE-seals `plaintext` to a P-256 public key (hex, either encoding) with the wire profile
 * (protocol's hpkeSuite.ts): a fresh ephemeral key (`enc`), whose Diffie-Hellman output with the
 * receiver key gives the context; the AAD binds `enc` and the receiver key. Used for
 * `export_secrets` payloads. Synchronous, with Node's crypto (hpkeContext.ts says why).
 * Throws `EnclaveError('INVALID_KEY')` for a bad receiver key.
 */
export function hpkeSealToPublicKey(
  plaintext: Uint8Array,
  receiverPublicKeyHex: string,
): HpkeCiphertext {
  const receiver = publicKeyBytes(receiverPublicKeyHex, 'receiver public key');
  const ephemeral = createECDH('prime256v1');
  const enc = ephemeral.generateKeys();
  const { key, nonce } = hpkeContext(ephemeral.computeSecret(receiver), enc, receiver, hpkeInfo());
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(hpkeAad(enc, receiver));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(ciphertext) };
}
