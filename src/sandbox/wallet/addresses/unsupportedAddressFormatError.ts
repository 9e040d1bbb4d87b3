import type { AddressFormat, Curve } from 'embedded-wallet-kit/protocol';

/**
 * The sandbox refuses an account whose address format it cannot derive (a format it does not
 * implement, or one that makes no sense on the account's curve, such as SOLANA on secp256k1).
 * Refusing beats guessing: a wallet that shows a wrong address loses funds sent to it.
 */
export class UnsupportedAddressFormatError extends Error {
  override name = 'UnsupportedAddressFormatError';
  readonly addressFormat: AddressFormat;
  readonly curve: Curve;

  constructor(addressFormat: AddressFormat, curve: Curve, reason?: string) {
    super(
      reason === undefined
        ? `${addressFormat} is not supported by the sandbox`
        : `${addressFormat} is not supported by the sandbox ${reason}`,
    );
    this.addressFormat = addressFormat;
    this.curve = curve;
  }
}
