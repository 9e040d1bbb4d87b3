import type { AddressFormat, Curve, PATH_FORMATS } from 'embedded-wallet-kit/protocol';

export type PathFormat = (typeof PATH_FORMATS)[number];

/** One account of the spec's "Wallet creation parameters" (`name` is the caller's to keep). */
export interface AccountParams {
  curve: Curve;
  pathFormat: PathFormat;
  path: string;
  addressFormat: AddressFormat;
}
