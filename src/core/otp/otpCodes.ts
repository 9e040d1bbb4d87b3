import { type OtpEncryption, prepareOtpEncryption } from '../crypto/prepareOtpEncryption.js';
import type { StoredKey } from '../keys/keyStore.js';
import { makeSessionKey } from '../login/makeSessionKey.js';
import { deviceNow } from '../platform/createServiceClock.js';
import type { WalletKit } from '../walletKit.js';
import { otpCodeOwners } from './dropOtpCodes.js';

/** What a code's check uses, made once: at `initOtp` while the code travels, or at its check. */
export interface SentCode {
  /** The `otpEncryptionTargetBundle` the encryption was prepared for. */
  targetBundle: string;
  /** The login's session key, made and stored ahead: the last digit waits for no key. */
  sessionKey: Promise<StoredKey>;
  /**
   * The target bundle checked against the pinned key and the HPKE context set up: sealing the
   * code is then one AES-GCM encryption. A rejection is reported by the check that uses it.
   */
  encryption: Promise<OtpEncryption>;
  /**
   * Whether an `account` lookup by the contact, made while the code travels, found no account:
   * then the check signs the user up without looking again. False when it found one (looked
   * up again with the token, which counts only accounts that proved the contact) or was not
   * made (known account, refused, failed).
   */
  noAccount: Promise<boolean>;
}

/**
 * The one owner of a kit's OTP codes (internal: not on `WalletKit`). Keyed by `otpId`, so a
 * handle that was copied, stored or rebuilt from its fields still finds its code.
 *
 * Lifetime: from `initOtp`'s answer until the first check of that `otpId` takes it. A second
 * try of a code makes its own (the enclave opens each message with a fresh HPKE context, and a
 * failed login deletes its key). An entry nobody takes (the user gave up) is dropped, its key
 * deleted, once it is older than 10 minutes (the key store's grace for logins in progress),
 * checked whenever another code is held, or when the kit is destroyed.
 */
export interface OtpCodes {
  /** Holds what was made for the code `otpId` names. */
  hold(otpId: string, code: SentCode): void;
  /**
   * What the check of `otpId` uses, once: what was held for it when its bundle matches (a handle
   * naming another bundle gets that bundle checked), else made now.
   */
  take(otpId: string, targetBundle: string): SentCode;
  /**
   * Marks the code as sent to `otp_verify_v2`, answering whether it was already: the service
   * refuses a second check of a spent code, and that refusal is `OTP_ALREADY_USED`.
   */
  spend(otpId: string): boolean;
  /** The check was refused before the code was used (a wrong code): it may be tried again. */
  unspend(otpId: string): void;
  /** The organization refused an `account` lookup without a token: look up after the code. */
  lookupNeedsToken: boolean;
  /** How many codes have work waiting. */
  readonly size: number;
  /** Drops every entry and deletes the keys nobody took (the kit is destroyed). */
  clear(): void;
}

const MAX_AGE_MS = 10 * 60_000;

/** The code's encryption: the bundle's check against the pinned key and the HPKE setup. */
export function prepareEncryption(kit: WalletKit, targetBundle: string): Promise<OtpEncryption> {
  const encryption = prepareOtpEncryption({
    bundle: targetBundle,
    pinnedKey: kit.options.trustedKeys.tlsFetcher,
    crypto: kit.crypto,
  });
  // Reported by the check that uses it; a code never checked leaves it unread.
  encryption.catch(() => {});
  return encryption;
}

/** The session key of a login by code, deleted if nobody takes it. */
export function prepareSessionKey(kit: WalletKit): Promise<StoredKey> {
  const key = makeSessionKey(kit);
  key.catch(() => {});
  return key;
}

function createOtpCodes(kit: WalletKit): OtpCodes {
  const entries = new Map<string, SentCode & { at: number }>();
  const spent = new Set<string>();
  const drop = (entry: SentCode) => {
    entry.sessionKey.then((key) => kit.keys.delete(key.publicKey)).catch(() => {});
  };
  return {
    lookupNeedsToken: false,
    hold(otpId, code) {
      const now = deviceNow(kit.clock);
      for (const [id, entry] of entries) {
        if (now - entry.at < MAX_AGE_MS) continue;
        entries.delete(id);
        drop(entry);
      }
      const previous = entries.get(otpId);
      if (previous) drop(previous);
      entries.set(otpId, { ...code, at: now });
    },
    take(otpId, targetBundle) {
      const entry = entries.get(otpId);
      entries.delete(otpId);
      if (entry?.targetBundle !== targetBundle) {
        if (entry) drop(entry);
        return {
          targetBundle,
          sessionKey: prepareSessionKey(kit),
          encryption: prepareEncryption(kit, targetBundle),
          noAccount: Promise.resolve(false),
        };
      }
      const { at: _at, ...code } = entry;
      // A setup that failed ahead (a chunk that did not load) is tried once more, here.
      return {
        ...code,
        encryption: code.encryption.catch(() => prepareEncryption(kit, targetBundle)),
      };
    },
    spend(otpId) {
      const was = spent.has(otpId);
      spent.add(otpId);
      return was;
    },
    unspend(otpId) {
      spent.delete(otpId);
    },
    get size() {
      return entries.size;
    },
    clear() {
      for (const entry of entries.values()) drop(entry);
      entries.clear();
    },
  };
}

/** The kit's OTP codes, made on first use. */
export function otpCodes(kit: WalletKit): OtpCodes {
  let owner = otpCodeOwners.get(kit) as OtpCodes | undefined;
  if (!owner) {
    owner = createOtpCodes(kit);
    otpCodeOwners.set(kit, owner);
  }
  return owner;
}
