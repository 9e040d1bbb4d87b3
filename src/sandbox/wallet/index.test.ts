import { describe, expect, it } from 'vitest';
import * as wallet from './index.js';

describe('sandbox wallet entry', () => {
  it('exports exactly the public surface', () => {
    expect(Object.keys(wallet).sort()).toEqual([
      'InvalidDerivationPathError',
      'UnsupportedAddressFormatError',
      'deriveAccount',
      'deriveKeyPair',
      'deriveWallet',
      'encodeAddress',
      'generateMnemonic',
      'isAddressFormatSupported',
      'mnemonicToSeed',
      'parseDerivationPath',
    ]);
  });
});
