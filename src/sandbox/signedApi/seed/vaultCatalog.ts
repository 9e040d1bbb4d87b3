import { sha256 } from '@noble/hashes/sha2.js';
import type { ChainCaip2, EarnProvider } from 'embedded-wallet-kit/protocol';
import { bytesToHex, toChecksumAddress, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import type { VaultRecord } from '../ops/opsRecords.js';
import { vaultIdOf } from '../ops/vaultIndex.js';

/** An underlying asset of the seeded catalog (real token contracts; CAIP-19 lowercase). */
interface SeedAsset {
  chainCaip2: ChainCaip2;
  caip19: string;
  symbol: string;
  decimals: number;
  priceUsd: string;
  /** Reserve symbols of the second provider (one per market it runs for this asset). */
  betaReserves: string[];
  /** How many curated vaults of the first provider. */
  alphaVaults: number;
  apyRange: [number, number];
}

/** USDC on Base: the asset with more than 100 vaults, so that catalog paging matters. */
export const USDC_BASE = 'eip155:8453/erc20:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913';

const STABLE_APY: [number, number] = [0.028, 0.118];

const ASSETS: SeedAsset[] = [
  {
    chainCaip2: 'eip155:8453',
    caip19: USDC_BASE,
    symbol: 'USDC',
    decimals: 6,
    priceUsd: '1',
    betaReserves: ['aBasUSDC'],
    alphaVaults: 136,
    apyRange: STABLE_APY,
  },
  {
    chainCaip2: 'eip155:1',
    caip19: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    symbol: 'USDC',
    decimals: 6,
    priceUsd: '1',
    betaReserves: ['aEthUSDC', 'aEthLidoUSDC'],
    alphaVaults: 34,
    apyRange: STABLE_APY,
  },
  {
    chainCaip2: 'eip155:1',
    caip19: 'eip155:1/erc20:0xdac17f958d2ee523a2206206994597c13d831ec7',
    symbol: 'USDT',
    decimals: 6,
    priceUsd: '1',
    betaReserves: ['aEthUSDT'],
    alphaVaults: 16,
    apyRange: STABLE_APY,
  },
  {
    chainCaip2: 'eip155:8453',
    caip19: 'eip155:8453/erc20:0x4200000000000000000000000000000000000006',
    symbol: 'WETH',
    decimals: 18,
    priceUsd: '3150.42',
    betaReserves: ['aBasWETH'],
    alphaVaults: 22,
    apyRange: [0.011, 0.052],
  },
  {
    chainCaip2: 'eip155:42161',
    caip19: 'eip155:42161/erc20:0xaf88d065e77c8cc2239327c5edb3a432268e5831',
    symbol: 'USDC',
    decimals: 6,
    priceUsd: '1',
    betaReserves: ['aArbUSDCn'],
    alphaVaults: 18,
    apyRange: STABLE_APY,
  },
  {
    chainCaip2: 'eip155:137',
    caip19: 'eip155:137/erc20:0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
    symbol: 'USDC',
    decimals: 6,
    priceUsd: '1',
    betaReserves: ['aPolUSDCn'],
    alphaVaults: 9,
    apyRange: STABLE_APY,
  },
  {
    chainCaip2: 'eip155:56',
    caip19: 'eip155:56/erc20:0x55d398326f99059ff775485246999027b3197955',
    symbol: 'USDT',
    decimals: 18,
    priceUsd: '1',
    betaReserves: ['aBnbUSDT'],
    alphaVaults: 7,
    apyRange: STABLE_APY,
  },
];

/** Risk curators of the first provider: the full name goes in `curator`, the short one in names. */
const CURATORS: [full: string, short: string][] = [
  ['Gauntlet', 'Gauntlet'],
  ['Steakhouse Financial', 'Steakhouse'],
  ['Re7 Labs', 'Re7'],
  ['MEV Capital', 'MEV Capital'],
  ['Block Analitica', 'Block Analitica'],
  ['B.Protocol', 'B.Protocol'],
  ['Moonwell', 'Moonwell'],
  ['Seamless', 'Seamless'],
  ['Apostro', 'Apostro'],
  ['9Summits', '9Summits'],
  ['Spark', 'Spark'],
  ['Yearn', 'Yearn'],
  ['Clearstar', 'Clearstar'],
  ['K3 Capital', 'K3'],
  ['Hyperithm', 'Hyperithm'],
  ['Relend', 'Relend'],
  ['August Digital', 'August'],
  ['Tulipa', 'Tulipa'],
];

const SUFFIXES = [
  '',
  'Prime',
  'Core',
  'Frontier',
  'Reactor',
  'Boosted',
  'Flagship',
  'Instant',
  'Ecosystem',
  'High Yield',
];

/** A deterministic number in [0, 1) from a label: the catalog is the same at every first start. */
function unit(label: string): number {
  const bytes = sha256(utf8Encode(label));
  return (
    (bytes[0]! * 2 ** 40 +
      bytes[1]! * 2 ** 32 +
      bytes[2]! * 2 ** 24 +
      bytes[3]! * 2 ** 16 +
      bytes[4]! * 2 ** 8 +
      bytes[5]!) /
    2 ** 48
  );
}

const addressFor = (label: string): string =>
  toChecksumAddress(bytesToHex(sha256(utf8Encode(label)).subarray(0, 20)));

/**
 * Raw units worth `usd` of an asset, rounded to 1e-6 of a whole unit (all seed assets have >= 6
 * decimals).
 */
function rawUnits(usd: number, asset: SeedAsset): bigint {
  const micro = BigInt(Math.round((usd / Number(asset.priceUsd)) * 1e6));
  return micro * 10n ** BigInt(asset.decimals - 6);
}

function vault(
  asset: SeedAsset,
  provider: EarnProvider,
  label: string,
  fields: { name: string; curator: string; tvl: bigint; reportsLiquidity: boolean },
  now: number,
): VaultRecord {
  const vaultAddress = addressFor(`vault ${label}`);
  const [minApy, maxApy] = asset.apyRange;
  const liquidShare = BigInt(10 + Math.floor(unit(`liquidity ${label}`) * 80));
  return {
    id: vaultIdOf(asset.chainCaip2, vaultAddress),
    vaultAddress,
    provider,
    caip19: asset.caip19,
    chainCaip2: asset.chainCaip2,
    tvl: fields.tvl.toString(),
    apyPct: (minApy + (maxApy - minApy) * unit(`apy ${label}`)).toFixed(4),
    name: fields.name,
    curator: fields.curator,
    liquidity: fields.reportsLiquidity ? ((fields.tvl * liquidShare) / 100n).toString() : '',
    decimals: asset.decimals,
    priceUsd: asset.priceUsd,
    symbol: asset.symbol,
    createdAtMs: now,
  };
}

/**
 * The seeded earn catalog: curated vaults of the first provider (named after their curators,
 * some co-curated, TVLs spread log-uniformly from $50k to $600M, liquidity reported) and the
 * second provider's lending reserves (named by reserve symbol, no curator, liquidity not
 * reported), on six chains of the chain enum. Deterministic: the same at every first start.
 * Two USDC-on-Base vaults share one TVL, so the sort's address tie-break is exercised.
 */
export function vaultCatalog(now: number): VaultRecord[] {
  const out: VaultRecord[] = [];
  for (const asset of ASSETS) {
    let previousTvl = 0n;
    for (let i = 0; i < asset.alphaVaults; i++) {
      const label = `alpha ${asset.caip19} ${i}`;
      const [full, short] = CURATORS[i % CURATORS.length]!;
      const suffix = SUFFIXES[Math.floor(i / CURATORS.length) % SUFFIXES.length]!;
      const coCurator = i % 11 === 5 ? CURATORS[(i + 7) % CURATORS.length]![0] : undefined;
      const usd = 5e4 * (6e8 / 5e4) ** unit(`tvl ${label}`);
      const tvl = i === 8 ? previousTvl : rawUnits(usd, asset);
      previousTvl = tvl;
      out.push(
        vault(
          asset,
          'EARN_PROVIDER_ALPHA',
          label,
          {
            name: [short, asset.symbol, suffix].filter(Boolean).join(' '),
            curator: coCurator ? `${full}, ${coCurator}` : full,
            tvl,
            reportsLiquidity: true,
          },
          now,
        ),
      );
    }
    for (const [i, reserve] of asset.betaReserves.entries()) {
      const label = `beta ${asset.caip19} ${i}`;
      // Lending markets are the deep end of a catalog: $80M to $2.5B.
      const usd = 8e7 * (2.5e9 / 8e7) ** unit(`tvl ${label}`);
      out.push(
        vault(
          asset,
          'EARN_PROVIDER_BETA',
          label,
          { name: reserve, curator: '', tvl: rawUnits(usd, asset), reportsLiquidity: false },
          now,
        ),
      );
    }
  }
  return out;
}
