import type { AddressFormat, Curve } from 'embedded-wallet-kit/protocol';
import { findAddressEncoder } from './findAddressEncoder.js';

/**
 * The `addressFormat` address of a public key on `curve` (compressed SEC1 or raw 32-byte
 * ed25519). Throws UnsupportedAddressFormatError rather than return an address it cannot vouch for.
 */
export function encodeAddress(
  publicKey: Uint8Array,
  curve: Curve,
  addressFormat: AddressFormat,
): string {
  return findAddressEncoder(curve, addressFormat)(publicKey);
}
