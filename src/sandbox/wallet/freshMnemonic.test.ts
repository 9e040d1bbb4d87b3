import { setImmediate as afterThisTurn } from 'node:timers/promises';
import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { describe, expect, it } from 'vitest';
import { createFreshMnemonics } from './freshMnemonic.js';
import { mnemonicToSeed, mnemonicToSeedOffThread } from './mnemonicToSeed.js';

describe('createFreshMnemonics', () => {
  it('answers a valid mnemonic of the length asked with its seed, the next made ahead', async () => {
    // The seeds made ahead, observed: each one's mnemonic and the promise of its seed.
    const ahead: { mnemonic: string; seed: Promise<Uint8Array> }[] = [];
    const take = createFreshMnemonics((mnemonic) => {
      const seed = mnemonicToSeedOffThread(mnemonic);
      ahead.push({ mnemonic, seed });
      return seed;
    });
    const first = take(12);
    const long = take(24);
    // Begun once the current turn (a request's) is over.
    expect(ahead).toHaveLength(0);
    await afterThisTurn();
    expect(ahead.map((a) => a.mnemonic.split(' ').length)).toEqual([12, 24]);
    await Promise.all(ahead.map((a) => a.seed));
    // The next of each length is the one made ahead, and another is begun.
    const second = take(12);
    const secondLong = take(24);
    expect(second.mnemonic).toBe(ahead[0]?.mnemonic);
    expect(secondLong.mnemonic).toBe(ahead[1]?.mnemonic);
    await afterThisTurn();
    expect(ahead).toHaveLength(4);
    // Taken again before the next is ready: made on the spot, nothing waits.
    const third = take(12);
    expect(third.mnemonic).not.toBe(ahead[2]?.mnemonic);
    const taken = [first, long, second, secondLong, third];
    for (const { mnemonic, seed } of taken) {
      expect(validateMnemonic(mnemonic, wordlist)).toBe(true);
      expect(seed).toEqual(mnemonicToSeed(mnemonic));
    }
    expect(new Set(taken.map((t) => t.mnemonic)).size).toBe(taken.length);
  });
});
