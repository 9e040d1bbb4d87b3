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
  accountPasskeys: 'Passkeys',
  accountSocial: 'Social logins',
  accountLoginWallets: 'Wallets you log in with',
  accountApiKeys: 'API keys',
  accountWallets: 'Your wallets',
  accountSession: 'Session',
  accountSessionEnds: 'Signed in until {time}.',
  accountVerified: 'Verified',
  accountNone: 'None yet.',
  accountWalletBlocked: 'Can’t log in while your account has other ways in.',
  change: 'Change',
  verify: 'Verify',
  remove: 'Remove',
  /** Accessible names of the row buttons, their visible word first ("Remove Chrome on macOS"). */
  changeNamed: 'Change {name}',
  verifyNamed: 'Verify {name}',
  removeNamed: 'Remove {name}',
  copy: 'Copy',
  copyNamed: 'Copy address {name}',
  copied: 'Copied',
  backToAccount: 'Back to account',
  accountDone: 'Done',
  /** E-mail and phone. */
  addEmail: 'Add email',
  addPhone: 'Add phone number',
  changeEmailTitle: 'Change your email',
  changePhoneTitle: 'Change your phone number',
  contactCodeHint: 'We’ll send a code to the new one to check it’s yours.',
  contactDone: 'Saved: {contact} is verified and logs you in.',
  /** Passkeys. */
  addPasskey: 'Add a passkey',
  addPasskeyBody:
    'A passkey on this device logs you in with your fingerprint, face or screen lock. It will be named “{device}”.',
  addPasskeyDone: 'Passkey “{name}” added.',
  /** Social logins and wallets. */
  linkSocial: 'Link a social login',
  linkSocialBody: 'Log in with one of these accounts too.',
  linkProvider: 'Link {provider}',
  linkedProvider: '{provider} (linked)',
  linkSocialDone: '{provider} is linked: you can log in with it.',
  linkWallet: 'Link a wallet',
  linkWalletDone: '{wallet} ({address}) is linked.',
  walletWillBeLocked:
    'Your wallet will no longer log you in once you add this: this app lets a wallet log in only to an account nothing else can open.',
  walletLinkLocked:
    'You can link it, but it won’t log you in: this app lets a wallet log in only to an account nothing else can open, and yours has other ways in.',
  /** Removal. */
  removeTitle: 'Remove {name}?',
  removeBody: 'You won’t be able to log in with it any more.',
  removeDone: '{name} was removed.',
  lastMethodTitle: 'Can’t remove {name}',
  lastMethodBody:
    'It’s the only way left to log in to your account: without it you would lose the account and its wallets. Add another way to log in first.',
  errorAlreadyLinked: 'That already belongs to another account.',
  /** Wallets, export and import. */
  exportPhrase: 'Export recovery phrase',
  exportPhraseNamed: 'Export recovery phrase of {name}',
  exportKey: 'Export key',
  exportKeyNamed: 'Export key of {name}',
  exportPhraseTitle: 'Your recovery phrase',
  exportKeyTitle: 'Your private key',
  exportWarning:
    'Anyone who has it controls your wallet. Reveal it only where nobody can see your screen, and never share it. It shows in a secure frame this app cannot read.',
  exportPick: 'Which wallet?',
  frameOpening: 'Opening the secure frame…',
  frameTitle: 'Secure wallet frame',
  frameUnavailable:
    'The secure frame didn’t load, so nothing was shown. Check your connection and try again.',
  importWallet: 'Import a wallet',
  importBody:
    'Type or paste your recovery phrase in the secure frame below: this app cannot read it.',
  importName: 'Wallet name',
  importDefaultName: 'Imported wallet',
  importButton: 'Import',
  importing: 'Importing…',
  importDone: '{name} was imported.',
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
  sessionDone: '{name} was signed out.',
  sessionsOthersDone: 'You’re now signed out everywhere else.',
  /** Signing. */
  signMessage: 'Sign a message',
  signNamed: 'Sign a message with {name}',
  signBody: 'Signing proves you hold this account. It sends no transaction and costs nothing.',
  signAccount: 'Account',
  signMessageLabel: 'Message',
  signButton: 'Sign',
  signing: 'Signing…',
  signDone: 'Signed. The signature:',
  signNoAccount: 'You have no Ethereum or Solana account to sign with.',
};

export type AccountCenterStrings = typeof defaultAccountStrings;
