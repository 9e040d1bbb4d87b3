import { hpkeSealer } from './hpkeSealer.js';

/**
 * HPKE base-mode seal of one message to an enclave's uncompressed P-256 key (RFC 9180 section
 * 6.1), answering the wire form `{"encappedPublic","ciphertext"}` (hex): `hpkeSealer`'s setup
 * and seal in one call.
 */
export async function hpkeSeal(targetPublic: Uint8Array, plaintext: Uint8Array): Promise<string> {
  return (await hpkeSealer(targetPublic)).seal(plaintext);
}
