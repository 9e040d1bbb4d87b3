import { ACCOUNT_TITLE } from './accountTitle.js';

/**
 * The account center's words, in English (apps replace any of them through `ui.strings`, as the
 * login modal's). They ride in the account center's chunk; `{name}` placeholders are filled in
 * at render time.
 */
export const defaultAccountStrings = {
  accountTitle: ACCOUNT_TITLE,
  accountMethods: 'Ways to log in',
  accountEmail: 'Email',
  accountPhone: 'Phone',
  accountPasskeys: 'Passkey',
  accountSocial: 'Social login',
  /** An external wallet that logs in (`{chain}`: Ethereum, Solana). */
  accountLoginWallet: '{chain} wallet you log in with',
  accountApiKeys: 'API key',
  /** The wallets the account holds (the external ones are ways to log in). */
  accountWallets: 'Wallets',
  accountSecurity: 'Security',
  accountSessionEnds: 'This session ends at {time}.',
  /** A row's menu button ("Options for grace@example.com"). */
  optionsNamed: 'Options for {name}',
  accountVerified: 'Verified',
  accountWalletBlocked: 'Can’t log in while your account has other ways in.',
  change: 'Change',
  verify: 'Verify',
  remove: 'Remove',
  verifyNamed: 'Verify {name}',
  copy: 'Copy',
  copyNamed: 'Copy address {name}',
  copySignature: 'Copy the signature',
  copied: 'Copied',
  backToAccount: 'Back to account',
  accountDone: 'Done',
  /** Outcomes: a short title each; the live region's words once the center is back. */
  doneTitle: 'Done',
  backOnProfile: 'Back on your account.',
  failGeneral: 'That didn’t go through',
  failNetwork: 'No connection',
  failPopup: 'Pop-up blocked',
  failTooMany: 'Too many tries',
  failCodeUsed: 'Code used up',
  failClock: 'Device clock is off',
  failPasskey: 'Passkey not used',
  failTaken: 'Already in use',
  /** E-mail and phone. */
  addEmail: 'Add email',
  addPhone: 'Add phone number',
  changeEmailTitle: 'Change your email',
  changePhoneTitle: 'Change your phone number',
  contactCodeHint: 'We’ll send a code to the new one to check it’s yours.',
  contactDoneTitle: 'Saved',
  contactDone: '{contact} is verified and logs you in.',
  /** Passkeys. */
  addPasskey: 'Add a passkey',
  addPasskeyBody:
    'A passkey on this device logs you in with your fingerprint, face or screen lock. It will be named “{device}”.',
  addPasskeyDoneTitle: 'Passkey added',
  addPasskeyDone: '“{name}” logs you in from now on.',
  /** Social logins and wallets. */
  linkSocial: 'Link a social login',
  linkSocialBody: 'Log in with one of these accounts too.',
  linkProvider: 'Link {provider}',
  linkProviderHint: 'Finish in the window that opened, then come back here.',
  linkedProvider: '{provider} (linked)',
  linkedTitle: 'Linked',
  linkSocialDone: 'You can log in with {provider} now.',
  linkWallet: 'Link a wallet',
  linkWalletDone: '{wallet} ({address}) is linked.',
  walletWillBeLocked:
    'Your wallet will no longer log you in once you add this: this app lets a wallet log in only to an account nothing else can open.',
  walletLinkLocked:
    'You can link it, but it won’t log you in: this app lets a wallet log in only to an account nothing else can open, and yours has other ways in.',
  /** Removal. */
  removeTitle: 'Remove {name}?',
  removeBody: 'You won’t be able to log in with it any more.',
  removedTitle: 'Removed',
  removeDone: '{name} no longer logs you in.',
  lastMethodTitle: 'Can’t remove {name}',
  lastMethodBody:
    'It’s the only way left to log in to your account: without it you would lose the account and its wallets. Add another way to log in first.',
  errorAlreadyLinked: 'That already belongs to another account.',
  /** Wallets, export and import. */
  exportWallet: 'Export a wallet',
  exportRisksTitle: 'Before you export',
  exportRiskControl: 'Anyone who has your recovery phrase or private key controls your wallet.',
  exportRiskShare: 'Never share it. Nobody from this app will ever ask you for it.',
  exportRiskScreen: 'Make sure nobody can see your screen.',
  exportPick: 'What to export',
  exportDifference:
    'A recovery phrase restores the whole wallet, every account in it. A private key controls one account only.',
  exportPhraseOf: 'Recovery phrase of {name}',
  exportPhraseHint: 'Restores every account of this wallet in another wallet app.',
  exportKeyOf: 'Private key of {name}',
  exportKeyHint: 'Controls this one account only, not the rest of the wallet.',
  exportContinue: 'I understand, continue',
  exportPhraseTitle: 'Your recovery phrase',
  exportKeyTitle: 'Your private key',
  exportWarning: 'It shows in a secure frame this app cannot read. Reveal it when you are ready.',
  frameOpening: 'Opening the secure frame…',
  frameTitle: 'Secure wallet frame',
  frameUnavailable:
    'The secure frame didn’t load, so nothing was shown. Check your connection and try again.',
  importWallet: 'Import a wallet',
  importBody:
    'Type or paste your recovery phrase in the secure frame below: this app cannot read it.',
  importRiskAsk: 'Never type it anywhere else, or for anyone who asks for it.',
  importName: 'Wallet name',
  importDefaultName: 'Imported wallet',
  importButton: 'Import',
  importing: 'Importing…',
  importDoneTitle: 'Wallet imported',
  importDone: '{name} is in your account now.',
  noWallets: 'No wallet yet.',
  /** Sessions. */
  manageSessions: 'Where you’re signed in',
  sessionsTitle: 'Where you’re signed in',
  sessionsBody: 'Each browser and device you logged in from. Sign out any you don’t recognise.',
  accountSessions: 'Sessions',
  sessionThisDevice: 'This device',
  sessionDetail: 'Since {created} · ends {expires}',
  sessionSince: 'Since {created}',
  sessionSignOut: 'Sign out',
  sessionSignOutNamed: 'Sign out {name}',
  sessionsSignOutOthers: 'Sign out everywhere else',
  sessionsSigningOut: 'Signing out…',
  sessionsOnlyHere: 'You’re signed in only here.',
  signedOutTitle: 'Signed out',
  sessionDone: '{name} was signed out.',
  sessionsOthersDone: 'You’re now signed out everywhere else.',
  /** Signing. */
  signMessage: 'Sign a message',
  signBody: 'Signing proves you hold this account. It sends no transaction and costs nothing.',
  signAccount: 'Account',
  signMessageLabel: 'Message',
  signButton: 'Sign',
  signing: 'Signing…',
  signDoneTitle: 'Message signed',
  signDone: 'The signature:',
  signNoAccount: 'You have no Ethereum or Solana account to sign with.',
};

export type AccountCenterStrings = typeof defaultAccountStrings;
