import type { TrustedKeys as PinnedKeys } from 'embedded-wallet-kit/protocol';

/**
 * The sandbox always publishes every pinned value, its own attestation root certificate included.
 */
export type TrustedKeys = Required<PinnedKeys>;

/** What a sandbox publishes about itself (`<dataDir>/bootstrap.json`, `GET /__dev/info`). */
export interface Bootstrap {
  baseUrl: string;
  authProxyUrl: string;
  organizationId: string;
  userId: string;
  /**
   * The parent organization's admin API key (P-256, hex). Dev only: never do this in production.
   */
  apiKey: { apiKeyId: string; publicKey: string; privateKey: string };
  authProxyConfigId: string;
  /**
   * What a client pins (uncompressed P-256 hex; the attestation root as PEM), as in wire-details.
   */
  trustedKeys: TrustedKeys;
  seed: { vaultAssets: string[]; walletAddresses: string[] };
}

/** The bootstrap without private keys, as `GET /__dev/info` serves it. */
export type PublicBootstrap = Omit<Bootstrap, 'apiKey'> & {
  apiKey: { apiKeyId: string; publicKey: string };
};

export function publicBootstrap(b: Bootstrap): PublicBootstrap {
  return { ...b, apiKey: { apiKeyId: b.apiKey.apiKeyId, publicKey: b.apiKey.publicKey } };
}
