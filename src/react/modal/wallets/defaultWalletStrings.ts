/**
 * The wallet screen's words (see `defaultStrings`; apps replace them the same way, through
 * `ui.strings`). `{wallet}` is the wallet's name.
 */
export const defaultWalletStrings = {
  walletsDetecting: 'Looking for wallets…',
  /** No wallet installed: what to do instead (install links follow `walletsInstall`). */
  walletsNone: 'To log in with a wallet, this browser needs a wallet app or extension.',
  walletsInstall: 'Get one, then reload this page:',
  walletsOnPhone:
    'On a phone, open this page in your wallet app’s own browser. Or go back and choose another way to log in.',
  walletChainEthereum: 'Ethereum',
  walletChainSolana: 'Solana',
  /** A wallet of two chains: its chains' list, and each chain's button. */
  walletChains: '{wallet} networks',
  walletOnChain: '{wallet} on {chain}',
  waitingForWallet: 'Confirm in {wallet}…',
  waitingForWalletHint:
    'Your wallet asks you to sign a message. Signing is free and sends no transaction.',
  walletRejected: 'You declined the request in {wallet}.',
  errorWalletNotFound:
    'Your wallet has no account to use. Create or unlock one in the wallet, then try again.',
  errorWalletUnsupported: 'This wallet can’t be used to sign in here. Choose another wallet.',
  errorWalletFailed: 'Your wallet reported an error. Check that it is unlocked, then try again.',
};
