import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import type { AccountParams } from './accountParams.js';
import { findAddressEncoder } from './addresses/findAddressEncoder.js';
import { assertAccountDerivable } from './assertAccountDerivable.js';
import { deriveKeyPair } from './deriveKeyPair.js';

export interface DerivedAccount {
  address: string;
  /** Hex: SEC1-compressed (33 bytes) on secp256k1 and P-256, the 32-byte key on ed25519. */
  publicKey: string;
  path: string;
}

/**
 * Derives one wallet account from a BIP39 seed. Throws UnsupportedAddressFormatError or
 * InvalidDerivationPathError before deriving anything when the account cannot be honoured.
 */
export function deriveAccount(seed: Uint8Array, account: AccountParams): DerivedAccount {
  assertAccountDerivable(account);
  const encode = findAddressEncoder(account.curve, account.addressFormat);
  const key = deriveKeyPair(seed, account.curve, account.path);
  try {
    return {
      address: encode(key.publicKey),
      publicKey: bytesToHex(key.publicKey),
      path: account.path,
    };
  } finally {
    // Best effort: the private key is not needed once the public key exists.
    key.privateKey.fill(0);
  }
}
