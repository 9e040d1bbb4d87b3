import type { EarnVault } from 'embedded-wallet-kit/protocol';
import { CHAINS_CAIP2 } from 'embedded-wallet-kit/protocol';
import { invalidField } from '../../fieldErrors.js';
import type { QueryHandler } from '../handlerTypes.js';
import { chainOfCaip19, normalizeCaip19 } from './chainOfCaip19.js';
import { displayAmount, usdCentsOf } from './displayAmount.js';
import type { VaultRecord } from './opsRecords.js';
import { paginate } from './paginate.js';

function toEarnVault(vault: VaultRecord, enabled: boolean): EarnVault {
  const reportsLiquidity = vault.liquidity !== '';
  return {
    vaultAddress: vault.vaultAddress,
    provider: vault.provider,
    caip19: vault.caip19,
    tvl: vault.tvl,
    apyPct: vault.apyPct,
    enabled,
    display: displayAmount(vault.tvl, vault.decimals, vault.priceUsd),
    name: vault.name,
    curator: vault.curator,
    liquidity: vault.liquidity,
    liquidityDisplay: reportsLiquidity
      ? displayAmount(vault.liquidity, vault.decimals, vault.priceUsd)
      : { usd: '', crypto: '' },
  };
}

/**
 * `list_earn_vaults`: the catalog vaults of one underlying asset (`caip19`, chain included),
 * optionally of one provider, by USD value of TVL descending with the vault address as a stable
 * tie-break, paged with vault addresses as cursors. `enabled` is per calling organization: true
 * once it has deployed a wrapper over the vault.
 */
export const listEarnVaults: QueryHandler<'list_earn_vaults'> = ({ ctx, body }) => {
  if (!chainOfCaip19(body.caip19)) {
    throw invalidField(
      'caip19',
      `must be a CAIP-19 asset id on one of ${CHAINS_CAIP2.join(', ')} (e.g. eip155:8453/erc20:0x...)`,
    );
  }
  const ranked = ctx.store
    .find('vault', 'caip19', normalizeCaip19(body.caip19))
    .filter((v) => body.provider === undefined || v.provider === body.provider)
    .map((vault) => ({
      vault,
      usdCents: usdCentsOf(vault.tvl, vault.decimals, vault.priceUsd),
      address: vault.vaultAddress.toLowerCase(),
    }))
    .sort((a, b) =>
      a.usdCents !== b.usdCents
        ? a.usdCents > b.usdCents
          ? -1
          : 1
        : a.address < b.address
          ? -1
          : a.address > b.address
            ? 1
            : 0,
    );
  const enabled = new Set(
    ctx.store.list('earnWrapper', { organizationId: body.organizationId }).map((w) => w.vaultId),
  );
  const page = paginate(ranked, (r) => r.vault.vaultAddress, body.paginationOptions);
  return {
    vaults: page.items.map((r) => toEarnVault(r.vault, enabled.has(r.vault.id))),
    pageInfo: page.pageInfo,
  };
};
