import { bytesToHex } from '../../protocol/encoding.js';
import { hpkeAad, hpkeInfo } from '../../protocol/hpkeSuite.js';
import { asBuffer } from './asBuffer.js';
import { hpkeSuite } from './hpkeSuite.js';

/** One HPKE message to an enclave key, its sender context set up ahead. */
export interface HpkeSealer {
  /**
   * Seals the one message, in the wire form `{"encappedPublic","ciphertext"}` (hex). Call it
   * once: the receiver opens each message with a fresh context (sequence 0), so a second message
   * under this setup would not open. Callers hold a sealer for one message only (hpkeSeal,
   * the OTP encryptions taken once, preparedOtpEncryptions.ts).
   */
  seal(plaintext: Uint8Array): Promise<string>;
}

/**
 * HPKE base-mode sender setup to an enclave's uncompressed P-256 key (RFC 9180 section 5.1.1:
 * the ephemeral key, the DH, the key schedule), answering a sealer for one message (section
 * 6.1). The setup does not depend on the plaintext, so it can run before the plaintext exists
 * (the OTP code while the user types it); sealing is then one AES-256-GCM encryption. The AAD
 * binds both public keys: `enc (65) || receiver public key (65)` (wire-details, "OTP code
 * encryption"). One message per setup.
 */
export async function hpkeSealer(targetPublic: Uint8Array): Promise<HpkeSealer> {
  const suite = await hpkeSuite();
  const recipientPublicKey = await suite.kem.deserializePublicKey(asBuffer(targetPublic));
  const sender = await suite.createSenderContext({ recipientPublicKey, info: hpkeInfo() });
  const enc = new Uint8Array(sender.enc);
  const aad = hpkeAad(enc, targetPublic);
  return {
    async seal(plaintext) {
      const ciphertext = new Uint8Array(await sender.seal(asBuffer(plaintext), aad));
      return JSON.stringify({
        encappedPublic: bytesToHex(enc),
        ciphertext: bytesToHex(ciphertext),
      });
    },
  };
}
