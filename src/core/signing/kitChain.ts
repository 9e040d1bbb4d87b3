import type { FetchLike } from '../transport/transport.js';

/**
 * A chain the app sends transactions on (`createWalletKit({ chains })`): where the kit reads
 * (nonces, fees, balances) and broadcasts, and what the confirmation screen calls it.
 */
export interface KitChain {
  /**
   * CAIP-2 id: `eip155:<chain id>` for Ethereum chains (`eip155:1`, `eip155:31337`),
   * `solana:<genesis hash, first 32 characters>` for Solana clusters.
   */
  caip2: string;
  /** Shown on the confirmation screen: "Ethereum", "Base", "Local chain". */
  name: string;
  /** Its JSON-RPC endpoint (read and broadcast). */
  rpcUrl: string;
  /** The native currency. Default: ETH with 18 decimals on `eip155`, SOL with 9 on `solana`. */
  nativeCurrency?: { name?: string; symbol: string; decimals: number };
  /** Block explorer, for links to a sent transaction. */
  blockExplorerUrl?: string;
  /** The `fetch` its RPC calls use. Default the global one. */
  fetch?: FetchLike;
}

/** The native currency of a chain, its default filled in. */
export function nativeCurrencyOf(chain: Pick<KitChain, 'caip2' | 'nativeCurrency'>): {
  name: string;
  symbol: string;
  decimals: number;
} {
  if (chain.nativeCurrency) {
    const { symbol, decimals } = chain.nativeCurrency;
    return { name: chain.nativeCurrency.name ?? symbol, symbol, decimals };
  }
  return chain.caip2.startsWith('solana:')
    ? { name: 'Solana', symbol: 'SOL', decimals: 9 }
    : { name: 'Ether', symbol: 'ETH', decimals: 18 };
}

/** The Ethereum chain id of an `eip155:<id>` chain, else `undefined`. */
export function evmChainId(caip2: string): number | undefined {
  const match = /^eip155:([0-9]{1,15})$/.exec(caip2);
  return match ? Number(match[1]) : undefined;
}
