import type { MnemonicLength } from 'embedded-wallet-kit/protocol';
import { generateMnemonic } from './generateMnemonic.js';
import { mnemonicToSeed, mnemonicToSeedOffThread } from './mnemonicToSeed.js';

/** A new wallet's secret: its mnemonic and the BIP39 seed of it. */
export interface FreshMnemonic {
  mnemonic: string;
  /** Zero it once the wallet's accounts are derived. */
  seed: Uint8Array;
}

/** Answers a new mnemonic of `length` words, with its seed. */
export type TakeFreshMnemonic = (length: MnemonicLength) => FreshMnemonic;

/**
 * New mnemonics with their seeds. The seed's 2048 PBKDF2-HMAC-SHA512 rounds (BIP39) were a
 * third of a wallet signup's time on the sandbox, so after each take the next one of the same
 * length is made ahead: once the current request is answered (`setImmediate`), its seed on
 * libuv's thread pool (`seedOffThread`). A take finds the one made since the last, or makes
 * one on the spot. As random either way (the platform CSPRNG); kept in this process's memory
 * only, as every wallet's secret is.
 */
export function createFreshMnemonics(
  seedOffThread: (mnemonic: string) => Promise<Uint8Array> = mnemonicToSeedOffThread,
): TakeFreshMnemonic {
  const ready = new Map<MnemonicLength, FreshMnemonic>();
  const making = new Set<MnemonicLength>();
  const makeAhead = (length: MnemonicLength) => {
    if (making.has(length) || ready.has(length)) return;
    making.add(length);
    setImmediate(() => {
      const mnemonic = generateMnemonic(length);
      seedOffThread(mnemonic).then(
        (seed) => {
          making.delete(length);
          ready.set(length, { mnemonic, seed });
        },
        () => making.delete(length),
      );
    }).unref();
  };
  return (length) => {
    const made = ready.get(length);
    ready.delete(length);
    makeAhead(length);
    if (made) return made;
    const mnemonic = generateMnemonic(length);
    return { mnemonic, seed: mnemonicToSeed(mnemonic) };
  };
}

/** The sandbox process's new mnemonics (see `createFreshMnemonics`). */
export const takeFreshMnemonic: TakeFreshMnemonic = createFreshMnemonics();
