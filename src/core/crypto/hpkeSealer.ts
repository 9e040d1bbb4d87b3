import { bytesToHex } from '../../protocol/encoding.js';
import { hpkeAad, hpkeInfo } from '../../protocol/hpkeSuite.js';
import { loadHpke } from './loadHpke.js';

/** One HPKE message to an enclave key, its sender context set up ahead. */
export interface HpkeSealer {
  /**
   * Seals the one message, in the wire form `{"encappedPublic","ciphertext"}` (hex). Call it
   * once: the receiver opens each message with a fresh context (sequence 0), so a second message
   * under this setup would not open. Callers hold a sealer for one message only (hpkeSeal,
   * the OTP encryption `verifyOtp` takes once from the kit's OTP codes).
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
  const { setupHpkeSender } = await loadHpke();
  const sender = await setupHpkeSender(targetPublic, hpkeInfo());
  const aad = hpkeAad(sender.enc, targetPublic);
  return {
    async seal(plaintext) {
      const ciphertext = await sender.seal(plaintext, aad);
      return JSON.stringify({
        encappedPublic: bytesToHex(sender.enc),
        ciphertext: bytesToHex(ciphertext),
      });
    },
  };
}
