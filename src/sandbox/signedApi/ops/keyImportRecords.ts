/**
 * Document kinds of wallet and key import and export (declaration merging into `StoredRecords`,
 * see store/storedRecords.ts). Shapes are the sandbox's own; what travels is production's
 * `v1ImportWalletResult`, `v1ImportPrivateKeyResult` and the export bundles.
 */
import type { AddressFormat, Curve } from 'embedded-wallet-kit/protocol';

/**
 * The target key of an `init_import_wallet` bundle (`init_import_private_key` keeps its own in
 * `importTarget`): a wallet import opens only with a wallet target, a key import only with a
 * key target, as production keeps them apart.
 */
export interface WalletImportTargetRecord {
  id: string;
  organizationId: string;
  userId: string;
  /** Dev only, never returned by any endpoint. */
  targetPrivateKey: string;
  createdAtMs: number;
}

/**
 * A private key brought in by `import_private_key`. Dev only: the sandbox keeps the key so that
 * `export_private_key` can seal it again (the seeded `privateKey` records hold no key material).
 */
export interface ImportedPrivateKeyRecord {
  /** privateKeyId */
  id: string;
  organizationId: string;
  userId: string;
  privateKeyName: string;
  curve: Curve;
  /** Hex: compressed SEC1 on secp256k1 and P-256, the 32-byte key on ed25519. */
  publicKey: string;
  addresses: { format: AddressFormat; address: string }[];
  /** The 32-byte private key (scalar, or ed25519 seed), hex. */
  privateKey: string;
  createdAtMs: number;
}

declare module '../../store/storedRecords.js' {
  interface StoredRecords {
    walletImportTarget: WalletImportTargetRecord;
    importedPrivateKey: ImportedPrivateKeyRecord;
  }
  interface WalletRecord {
    /** Set by `export_wallet` (production's `v1Wallet.exported`). */
    exported?: boolean;
    /** Set by `import_wallet` (production's `v1Wallet.imported`). */
    imported?: boolean;
  }
}
