import { base32 } from '@scure/base';

/** StrKey version byte of an ed25519 public key ("G..."): 6 << 3 (SEP-0023). */
const ACCOUNT_ID_VERSION = 6 << 3;

/** CRC16-XModem (polynomial 0x1021, initial value 0): StrKey's checksum, not a security measure. */
function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/**
 * Stellar account ID (SEP-0023 StrKey): base32(version || ed25519 key || CRC16 little-endian).
 * 35 bytes encode to exactly 56 characters, so there is no padding.
 */
export function stellarAddress(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new Error('a Stellar address needs a 32-byte ed25519 key');
  const data = new Uint8Array(35);
  data[0] = ACCOUNT_ID_VERSION;
  data.set(publicKey, 1);
  const crc = crc16xmodem(data.subarray(0, 33));
  data[33] = crc & 0xff;
  data[34] = crc >> 8;
  return base32.encode(data);
}
