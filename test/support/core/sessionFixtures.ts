import type { BroadcastLike } from '../../../src/core/platform/broadcastLike.js';
import type { LocksLike } from '../../../src/core/platform/locksLike.js';
import { signJwt, type TestKey, testKey } from './cryptoFixtures.js';

/** A notarizer's P-256 key pair; `publicKey` is the uncompressed hex the kit pins. */
export type P256KeyPair = TestKey & { publicKey: string };

export function generateP256KeyPair(): P256KeyPair {
  const key = testKey();
  return { ...key, publicKey: key.uncompressed };
}

/**
 * A session JWT as the notarizer signs one (wire-details, "Tokens": ES256 over
 * sha256(sha256(header.payload))), made with @noble/curves rather than the sandbox's enclave, so
 * a core test needs no part of the service.
 */
export function mintSessionJwt(
  notarizer: P256KeyPair,
  publicKey: string,
  expMs: number,
  extra: { organizationId?: string; userId?: string; profile?: string } = {},
): string {
  return signJwt(
    notarizer,
    {
      exp: Math.floor(expMs / 1000),
      public_key: publicKey,
      session_type: 'SESSION_TYPE_READ_WRITE',
      user_id: extra.userId ?? 'user-1',
      organization_id: extra.organizationId ?? 'org-1',
      ...(extra.profile ? { session_profile_id: extra.profile } : {}),
    },
    { doubleHash: true },
  );
}

/** Broadcast channels of one "browser": a message reaches every other channel, asynchronously. */
export function createBroadcastHub() {
  const channels = new Set<{ listeners: Set<(event: { data: unknown }) => void> }>();
  return {
    channel(): BroadcastLike {
      const self = { listeners: new Set<(event: { data: unknown }) => void>() };
      channels.add(self);
      return {
        postMessage(message) {
          const data = structuredClone(message);
          for (const other of channels) {
            if (other === self) continue;
            for (const listener of other.listeners) setImmediate(() => listener({ data }));
          }
        },
        addEventListener: (_type, listener) => self.listeners.add(listener),
        removeEventListener: (_type, listener) => self.listeners.delete(listener),
        close: () => channels.delete(self),
      };
    },
  };
}

/** An exclusive lock per name, like `navigator.locks.request` shared by the tabs of a browser. */
export function createLockManager(): LocksLike & { grants: number } {
  const tails = new Map<string, Promise<unknown>>();
  const manager = {
    grants: 0,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(
        () => {
          manager.grants += 1;
          return callback();
        },
        () => {
          manager.grants += 1;
          return callback();
        },
      );
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
  return manager;
}
