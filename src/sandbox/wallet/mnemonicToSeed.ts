import { pbkdf2, pbkdf2Sync } from 'node:crypto';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';

/** PBKDF2's password and salt for a mnemonic, which is checked first. */
function seedInputs(mnemonic: string, passphrase: string): [string, string] {
  if (!validateMnemonic(mnemonic, wordlist)) {
    throw new Error('not a valid BIP39 English mnemonic (unknown word or bad checksum)');
  }
  return [mnemonic.normalize('NFKD'), `mnemonic${passphrase}`.normalize('NFKD')];
}

/**
 * The 64-byte BIP39 seed: PBKDF2-HMAC-SHA512(NFKD(mnemonic), "mnemonic" + NFKD(passphrase), 2048).
 * BIP39 would derive a seed from any text; the sandbox refuses a mnemonic whose words or checksum
 * are wrong, because a typo would silently open an empty wallet. The 2048 rounds run in Node's
 * native PBKDF2 (about ten times faster than a pure-JS one): signup_v2 derives a seed per wallet.
 */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  const [password, salt] = seedInputs(mnemonic, passphrase);
  return new Uint8Array(pbkdf2Sync(password, salt, 2048, 64, 'sha512'));
}

/** `mnemonicToSeed` on libuv's thread pool: the event loop goes on meanwhile. */
export function mnemonicToSeedOffThread(mnemonic: string, passphrase = ''): Promise<Uint8Array> {
  const [password, salt] = seedInputs(mnemonic, passphrase);
  return new Promise((resolve, reject) => {
    pbkdf2(password, salt, 2048, 64, 'sha512', (error, seed) =>
      error ? reject(error) : resolve(new Uint8Array(seed)),
    );
  });
}
