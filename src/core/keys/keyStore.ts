import type { SessionPersistence } from '../session/session.js';

/** A session key pair as the kit keeps it: the non-extractable WebCrypto pair and its id. */
export interface StoredKey {
  /** Compressed P-256 public key, hex: the key's id, the JWT's `public_key`, the stamp's key. */
  publicKey: string;
  keyPair: CryptoKeyPair;
  /** Epoch ms: keys of unfinished logins are kept a while, then cleared. */
  createdAt: number;
}

/**
 * Where session key pairs live (wire-details, "Session keys in the browser"): IndexedDB in
 * browsers, which stores a `CryptoKey` by structured clone without ever exposing its private
 * bytes; memory elsewhere.
 */
export interface KeyStore {
  put(entry: StoredKey): Promise<void>;
  get(publicKey: string): Promise<StoredKey | undefined>;
  delete(publicKey: string): Promise<void>;
  /** Every stored public key. */
  list(): Promise<string[]>;
  /** Whether keys outlive the page; absent: they do. Read once the store has been used. */
  readonly persistence?: SessionPersistence;
}
