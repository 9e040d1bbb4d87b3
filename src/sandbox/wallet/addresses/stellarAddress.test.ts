import { describe, expect, it } from 'vitest';
import { deriveEd25519Key } from '../deriveEd25519Key.js';
import { mnemonicToSeed } from '../mnemonicToSeed.js';
import { stellarAddress } from './stellarAddress.js';

/** SEP-0005 "Test 1": the key of account n is at m/44'/148'/n'. */
const SEP5_MNEMONIC = 'illness spike retreat truth genius clock brain pass fit cave bargain toe';

describe('stellarAddress', () => {
  const seed = mnemonicToSeed(SEP5_MNEMONIC);

  it.each([
    [0, 'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6'],
    [9, 'GBTVYYDIYWGUQUTKX6ZMLGSZGMTESJYJKJWAATGZGITA25ZB6T5REF44'],
  ])('gives the SEP-0005 address of account %i', (account, address) => {
    const key = deriveEd25519Key(seed, `m/44'/148'/${account}'`);
    expect(stellarAddress(key.publicKey)).toBe(address);
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => stellarAddress(new Uint8Array(33))).toThrow(/32-byte/);
  });
});
