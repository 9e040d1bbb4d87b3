import type { AddressFormat, Curve } from 'embedded-wallet-kit/protocol';
import { ADDRESS_ENCODERS, type AddressEncoder } from './addressEncoders.js';
import { UnsupportedAddressFormatError } from './unsupportedAddressFormatError.js';

/**
 * The encoder for an address format on a curve, or UnsupportedAddressFormatError. Called before
 * any key is derived so that an unsupported account fails fast and whole.
 */
export function findAddressEncoder(curve: Curve, addressFormat: AddressFormat): AddressEncoder {
  const row = Object.hasOwn(ADDRESS_ENCODERS, addressFormat)
    ? ADDRESS_ENCODERS[addressFormat]
    : undefined;
  if (row === undefined) {
    const reason = addressFormat.endsWith('_P2WSH')
      ? '(a P2WSH address commits to a witness script, not to a single key)'
      : undefined;
    throw new UnsupportedAddressFormatError(addressFormat, curve, reason);
  }
  const encoder = Object.hasOwn(row, curve) ? row[curve] : undefined;
  if (encoder === undefined)
    throw new UnsupportedAddressFormatError(addressFormat, curve, `on ${curve}`);
  return encoder;
}
