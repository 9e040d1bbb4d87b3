import { bytesToHex } from '../../protocol/encoding.js';
import { hpkeAad, hpkeInfo } from '../../protocol/hpkeSuite.js';
import { asBuffer } from './asBuffer.js';
import { hpkeSuite } from './hpkeSuite.js';

/**
 * HPKE base-mode seal to an enclave's uncompressed P-256 key (RFC 9180 section 6.1), answering
 * the wire form `{"encappedPublic","ciphertext"}` (hex). The AAD binds both public keys:
 * `enc (65) || receiver public key (65)` (wire-details, "OTP code encryption"), so the sender
 * context is set up first to learn `enc`, then one message is sealed.
 */
export async function hpkeSeal(targetPublic: Uint8Array, plaintext: Uint8Array): Promise<string> {
  const suite = await hpkeSuite();
  const recipientPublicKey = await suite.kem.deserializePublicKey(asBuffer(targetPublic));
  const sender = await suite.createSenderContext({ recipientPublicKey, info: hpkeInfo() });
  const enc = new Uint8Array(sender.enc);
  const aad = hpkeAad(enc, targetPublic);
  const ciphertext = new Uint8Array(await sender.seal(asBuffer(plaintext), aad));
  return JSON.stringify({ encappedPublic: bytesToHex(enc), ciphertext: bytesToHex(ciphertext) });
}
