import type { StorageLike } from '../platform/storageLike.js';

/**
 * Whether this browser has made or used a passkey for this app (kit-owned: `kit.passkeysHere`).
 *
 * A page learns nothing else: the browser answers the same `NotAllowedError` whether the user
 * closed the prompt, failed the device's check (fingerprint, face, PIN) or has no passkey here
 * at all, on purpose (WebAuthn L2 section 14.5, "Privacy considerations for clients": a page
 * must not learn which credentials exist). So this one flag is the kit's only hint: a passkey
 * login that ends without a passkey, on a browser that never used one for this app, most likely
 * met none, and the modal then offers to create one first.
 *
 * One flag per app, set after every passkey signup, login or added passkey, kept across
 * logouts; it says nothing about who the user is. Storage failures (private mode, quota) leave
 * it unset.
 */
export interface PasskeysHere {
  /** A passkey was made or used for this app in this browser. */
  seen(): boolean;
  remember(): void;
}

export function createPasskeysHere(storage: StorageLike, storageKey: string): PasskeysHere {
  return {
    seen() {
      try {
        return storage.getItem(storageKey) === '1';
      } catch {
        return false;
      }
    },
    remember() {
      try {
        storage.setItem(storageKey, '1');
      } catch {
        // Without storage the hint is lost, nothing else.
      }
    },
  };
}
