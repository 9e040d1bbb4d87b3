import type { WalletParams } from '../../../src/core/login/loginResult.js';

/** A signup wallet with one Ethereum account (BIP44 path), as the demo and most apps ask for. */
export const ETHEREUM_WALLET: WalletParams = {
  walletName: 'Main',
  accounts: [
    {
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/60'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    },
  ],
};
