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
  /**
   * The kit refused the wallet's account (`WALLET_ACCOUNT_SHARED`): it also opens with a
   * sign-in this wallet did not add, which anyone who knows the wallet's public key can set up.
   */
  errorWalletAccountShared:
    'We didn’t sign you in: the account linked to this wallet can also be opened without it (with an email, a phone number, a passkey or a social login), so someone else may have access to it. If you added that sign-in yourself, use it to log in. If you didn’t, don’t use this account, and contact the app’s support.',
  /**
   * The kit refused the wallet's account (`WALLET_ACCOUNT_IN_USE`): it has live sessions this
   * browser did not start (the user's own elsewhere, or a squatter's). Trying again can help.
   */
  errorWalletAccountInUse:
    'We didn’t sign you in: this wallet’s account is open in a session that this browser didn’t start. If that’s you on another device, log out there and try again once that session has ended. If it isn’t you, don’t use this account, and contact the app’s support.',
  useAnotherWallet: 'Use another wallet',
};
