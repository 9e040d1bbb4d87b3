import type { SandboxContext } from './sandboxContext.js';

/** The parent organization a first start creates, handed to each feature's seeding step. */
export interface SeedTarget {
  organizationId: string;
  userId: string;
}

/**
 * What each feature adds on first start (vault catalog, webhook endpoints, secrets, proxy
 * config ...). Kept as a list so a new feature adds one entry, not an edit to the bootstrap.
 */
export interface SeedResult {
  vaultAssets?: string[];
  walletAddresses?: string[];
  authProxyConfigId?: string;
}

export type SeedStep = (
  ctx: SandboxContext,
  target: SeedTarget,
) => SeedResult | Promise<SeedResult>;
