import type { OtpEncryption } from '../crypto/prepareOtpEncryption.js';
import type { KeyStore, StoredKey } from '../keys/keyStore.js';
import type { Clock } from '../platform/clock.js';
import { deviceNow } from '../platform/createServiceClock.js';

/** What `initOtp` makes for a code while it travels and the user types it. */
export interface PreparedOtp {
  /**
   * The `otpEncryptionTargetBundle` the encryption was prepared for: a handle naming another
   * bundle gets a fresh check of its own, never this one's result.
   */
  targetBundle: string;
  /** The login's session key, made and stored ahead: the last digit waits for no key. */
  sessionKey: Promise<StoredKey>;
  /**
   * The target bundle checked against the pinned key and the HPKE context set up: sealing the
   * code is then one AES-GCM encryption. A rejection waits for `verifyOtp` to report it.
   */
  encryption: Promise<OtpEncryption>;
}

/**
 * The work `initOtp` does ahead for `verifyOtp`, held by the kit (`kit.preparedOtps`) and keyed
 * by the code's `otpId`: a handle that was copied, stored or rebuilt from its fields still
 * finds it, and nothing hangs off the handle object itself.
 *
 * Lifetime: from `initOtp`'s answer until the first `verifyOtp` of that `otpId` takes it. A
 * second try of a code makes its own (the enclave opens each message with a fresh HPKE
 * context, and a failed login deletes its key). An entry nobody takes (the user gave up) is
 * dropped, its key deleted, once it is older than `maxAgeMs` (checked whenever another code is
 * prepared), or when the kit is destroyed.
 */
export interface PreparedOtps {
  /** Holds what was prepared for the code `otpId` names. */
  put(otpId: string, prepared: PreparedOtp): void;
  /** What was prepared for `otpId`, once: undefined when nothing was or it was taken. */
  take(otpId: string): PreparedOtp | undefined;
  /** Drops every entry and deletes the keys nobody took (the kit is destroyed). */
  clear(): void;
  /** How many codes have work waiting. */
  readonly size: number;
}

export interface PreparedOtpsOptions {
  keys: KeyStore;
  clock: Clock;
  /** Default 10 minutes: the key store's grace for keys of logins in progress. */
  maxAgeMs?: number;
}

export function createPreparedOtps(options: PreparedOtpsOptions): PreparedOtps {
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const entries = new Map<string, PreparedOtp & { at: number }>();
  const drop = (entry: PreparedOtp) => {
    entry.sessionKey.then((key) => options.keys.delete(key.publicKey)).catch(() => {});
  };
  return {
    put(otpId, prepared) {
      const now = deviceNow(options.clock);
      for (const [id, entry] of entries) {
        if (now - entry.at < maxAgeMs) continue;
        entries.delete(id);
        drop(entry);
      }
      const previous = entries.get(otpId);
      if (previous) drop(previous);
      entries.set(otpId, { ...prepared, at: now });
    },
    take(otpId) {
      const entry = entries.get(otpId);
      if (!entry) return undefined;
      entries.delete(otpId);
      const { at: _at, ...prepared } = entry;
      return prepared;
    },
    clear() {
      for (const entry of entries.values()) drop(entry);
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
