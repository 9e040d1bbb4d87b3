import type { LoginMethod } from '../../core/index.js';

/** Each screen of the account center, and what it acts on. */
export type AccountView =
  | { name: 'profile' }
  | { name: 'addPasskey' }
  /** `initial`: the address or number to verify (prefilled); none to change it. */
  | { name: 'email' | 'phone'; initial?: string | undefined }
  | { name: 'linkSocial' }
  | { name: 'linkWallet' }
  | { name: 'remove'; method: LoginMethod; label: string }
  | { name: 'export'; walletId?: string | undefined; address?: string | undefined }
  | { name: 'import' }
  | { name: 'sessions' }
  | { name: 'signMessage'; address?: string | undefined; message?: string | undefined };
