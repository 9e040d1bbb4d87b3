import { mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/**
 * The 64-byte BIP39 seed: PBKDF2-HMAC-SHA512(NFKD(mnemonic), "mnemonic" + passphrase, 2048).
 * BIP39 would derive a seed from any text; the sandbox refuses a mnemonic whose words or checksum
 * are wrong, because a typo would silently open an empty wallet.
 */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  if (!validateMnemonic(mnemonic, wordlist)) {
    throw new Error('not a valid BIP39 English mnemonic (unknown word or bad checksum)');
  }
  return mnemonicToSeedSync(mnemonic, passphrase);
}
