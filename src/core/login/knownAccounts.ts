import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import type { OtpType } from '../../protocol/enums.js';
import type { CryptoLike } from '../crypto/cryptoLike.js';
import { sha256 } from '../crypto/sha256.js';
import type { StorageLike } from '../platform/storageLike.js';

/** Who a login by token proves: a verified contact, or an OIDC identity. */
export type AccountIdentity =
  | { otpType: OtpType; contact: string }
  | { issuer: string; subject: string; audience: string };

/**
 * The accounts this device has logged in to by token (kit-owned: `kit.knownAccounts`). A login
 * whose identity is known here logs in at once; any other first asks `account` whether the
 * identity has an account, so that a new user is signed up without a request that fails (see
 * logInWithToken.ts). Lifetime: an identity is remembered after each successful login by token,
 * kept across logouts (that is the point: the next login is the returning user's), and
 * forgotten when a login finds its account gone, when the app clears its storage, or past the
 * newest `limit` identities.
 */
export interface KnownAccounts {
  has(identity: AccountIdentity): Promise<boolean>;
  remember(identity: AccountIdentity): Promise<void>;
  forget(identity: AccountIdentity): Promise<void>;
}

export interface KnownAccountsOptions {
  /** The kit's persistent storage (`localStorage` in browsers). */
  storage: StorageLike;
  storageKey: string;
  crypto?: CryptoLike;
  /** How many identities are kept, newest first. Default 20. */
  limit?: number;
}

const nameOf = (identity: AccountIdentity): string =>
  'otpType' in identity
    ? `otp ${identity.otpType} ${identity.contact}`
    : `oidc ${identity.issuer} ${identity.subject} ${identity.audience}`;

/**
 * Identities are kept as SHA-256 digests, never in clear: the device only has to recognise an
 * identity it is shown again, and the app's storage (readable by its scripts and by browser
 * extensions) then holds no e-mail address or phone number.
 */
export function createKnownAccounts(options: KnownAccountsOptions): KnownAccounts {
  const limit = options.limit ?? 20;
  const digest = async (identity: AccountIdentity) =>
    bytesToHex(await sha256(utf8Encode(nameOf(identity)), options.crypto));
  const read = (): string[] => {
    try {
      const stored: unknown = JSON.parse(options.storage.getItem(options.storageKey) ?? '[]');
      return Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'string') : [];
    } catch {
      return [];
    }
  };
  const write = (digests: string[]) => {
    try {
      if (digests.length === 0) options.storage.removeItem(options.storageKey);
      else options.storage.setItem(options.storageKey, JSON.stringify(digests.slice(0, limit)));
    } catch {
      // A full or refused storage only costs the next login its shortcut.
    }
  };
  return {
    async has(identity) {
      return read().includes(await digest(identity));
    },
    async remember(identity) {
      const entry = await digest(identity);
      write([entry, ...read().filter((known) => known !== entry)]);
    },
    async forget(identity) {
      const entry = await digest(identity);
      write(read().filter((known) => known !== entry));
    },
  };
}
