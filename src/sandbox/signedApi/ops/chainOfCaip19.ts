import { CHAINS_CAIP2, type ChainCaip2 } from 'embedded-wallet-kit/protocol';

/**
 * The chain of a CAIP-19 asset id (`<CAIP-2 chain>/<asset namespace>:<reference>`, e.g.
 * `eip155:8453/erc20:0x8335...`), or undefined when it is malformed or on a chain the spec's
 * chain enum does not list.
 */
export function chainOfCaip19(caip19: string): ChainCaip2 | undefined {
  const match = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/.exec(
    caip19,
  );
  const chain = match?.[1];
  return (CHAINS_CAIP2 as readonly string[]).includes(chain ?? '')
    ? (chain as ChainCaip2)
    : undefined;
}

/** CAIP-19 ids compare case-insensitively here: EVM token addresses are hex, mixed case or not. */
export const normalizeCaip19 = (caip19: string): string => caip19.toLowerCase();
