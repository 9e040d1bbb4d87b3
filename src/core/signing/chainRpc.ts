import { KitError } from '../errors/kitError.js';
import type { WalletKit } from '../walletKit.js';
import type { KitChain } from './kitChain.js';

/**
 * The configured chain `caip2` names (`createWalletKit({ chains })`), or `CHAIN_NOT_CONFIGURED`.
 */
export function chainOf(kit: WalletKit, caip2: string): KitChain {
  const chain = kit.options.chains.find((c) => c.caip2 === caip2);
  if (!chain) {
    throw new KitError('CHAIN_NOT_CONFIGURED', `No RPC URL is configured for ${caip2}`, {
      details: { chain: caip2, configured: kit.options.chains.map((c) => c.caip2) },
    });
  }
  return chain;
}

let ids = 0;

/**
 * One JSON-RPC 2.0 call to a chain's RPC URL (reads and broadcasts go to the app's node, never
 * to the wallet service). A transport failure or an error answer is `CHAIN_RPC_ERROR`, with the
 * node's own `code` and `message` in `details`.
 */
export async function chainRpc<T>(
  chain: Pick<KitChain, 'caip2' | 'rpcUrl' | 'fetch'>,
  method: string,
  params: readonly unknown[],
  signal?: AbortSignal,
): Promise<T> {
  let body: { result?: T; error?: { code?: number; message?: string; data?: unknown } };
  try {
    const response = await (chain.fetch ?? fetch)(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++ids, method, params }),
      ...(signal ? { signal } : {}),
    });
    body = (await response.json()) as typeof body;
  } catch (cause) {
    signal?.throwIfAborted();
    throw new KitError('CHAIN_RPC_ERROR', `${chain.caip2}'s RPC did not answer ${method}`, {
      details: { chain: chain.caip2, method },
      cause,
    });
  }
  if (body.error || !('result' in body)) {
    throw new KitError(
      'CHAIN_RPC_ERROR',
      `${method} failed: ${body.error?.message ?? 'no result'}`,
      {
        details: {
          chain: chain.caip2,
          method,
          ...(body.error?.code === undefined ? {} : { rpcCode: body.error.code }),
          ...(body.error?.data === undefined ? {} : { rpcData: body.error.data }),
        },
      },
    );
  }
  return body.result as T;
}
