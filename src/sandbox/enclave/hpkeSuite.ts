/**
 * The HPKE profile of wire-details ("OTP code encryption"): RFC 9180 base mode,
 * DHKEM(P-256, HKDF-SHA256) / HKDF-SHA256 / AES-256-GCM, info "turnkey_hpke", and
 * AAD = enc (65-byte uncompressed) || receiver public key (65-byte uncompressed).
 * Plain RFC 9180 from @hpke/core; only the info and the AAD rule are ours.
 */
import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { concatBytes, HPKE_INFO, utf8Encode } from 'embedded-wallet-kit/protocol';

let suite: CipherSuite | undefined;

/** Created on first use: constructing it is cheap but need not happen at import time. */
export function hpkeSuite(): CipherSuite {
  suite ??= new CipherSuite({
    kem: new DhkemP256HkdfSha256(),
    kdf: new HkdfSha256(),
    aead: new Aes256Gcm(),
  });
  return suite;
}

export const hpkeInfo = (): Uint8Array => utf8Encode(HPKE_INFO);

/** AAD = enc || receiver public key, both 65-byte uncompressed points. */
export const hpkeAad = (enc: Uint8Array, receiverPublicKey: Uint8Array): Uint8Array =>
  concatBytes(enc, receiverPublicKey);
