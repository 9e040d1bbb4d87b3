import type { AddressFormat, Curve } from 'embedded-wallet-kit/protocol';
import { ADDRESS_ENCODERS } from './addressEncoders.js';

/**
 * Whether the sandbox can derive `addressFormat` addresses on `curve` (for validation up front).
 */
export function isAddressFormatSupported(curve: Curve, addressFormat: AddressFormat): boolean {
  const row = Object.hasOwn(ADDRESS_ENCODERS, addressFormat)
    ? ADDRESS_ENCODERS[addressFormat]
    : undefined;
  return row !== undefined && Object.hasOwn(row, curve);
}
