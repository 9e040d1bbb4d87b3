import { randomBytes as cryptoRandomBytes } from '@noble/hashes/utils.js';
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { MNEMONIC_LENGTHS, type MnemonicLength } from 'embedded-wallet-kit/protocol';

/**
 * A fresh BIP39 English mnemonic of `length` words. BIP39: ENT = 32 * words / 3 bits of entropy
 * (128 bits for 12 words, 256 for 24) plus a checksum of ENT / 32 bits. `randomBytes` is
 * injectable so tests can replay the BIP39 vectors; the default is the platform CSPRNG.
 */
export function generateMnemonic(
  length: MnemonicLength,
  randomBytes: (byteLength: number) => Uint8Array = cryptoRandomBytes,
): string {
  if (!MNEMONIC_LENGTHS.includes(length)) {
    throw new RangeError(`mnemonic length must be one of ${MNEMONIC_LENGTHS.join(', ')}`);
  }
  const entropyBytes = (length * 4) / 3;
  const entropy = randomBytes(entropyBytes);
  if (entropy.length !== entropyBytes) throw new Error('random source returned the wrong length');
  return entropyToMnemonic(entropy, wordlist);
}
