import { pbkdf2Sync } from 'node:crypto';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/**
 * The 64-byte BIP39 seed: PBKDF2-HMAC-SHA512(NFKD(mnemonic), "mnemonic" + NFKD(passphrase), 2048).
 * BIP39 would derive a seed from any text; the sandbox refuses a mnemonic whose words or checksum
 * are wrong, because a typo would silently open an empty wallet. The 2048 rounds run in Node's
 * native PBKDF2 (about ten times faster than a pure-JS one): signup_v2 derives a seed per wallet.
 */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  if (!validateMnemonic(mnemonic, wordlist)) {
    throw new Error('not a valid BIP39 English mnemonic (unknown word or bad checksum)');
  }
  const password = mnemonic.normalize('NFKD');
  const salt = `mnemonic${passphrase}`.normalize('NFKD');
  return new Uint8Array(pbkdf2Sync(password, salt, 2048, 64, 'sha512'));
}
