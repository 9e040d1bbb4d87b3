import { bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import { KitError } from '../errors/kitError.js';
import { chainOf, chainRpc } from '../signing/chainRpc.js';
import { serializeEip1559Transaction } from '../signing/ethereumTransaction.js';
import { evmChainId, type KitChain } from '../signing/kitChain.js';
import type { SignerAccount } from '../signing/signingRequest.js';
import type { WalletKit } from '../walletKit.js';

/** An Ethereum transaction as apps write it (viem's and EIP-1193's fields, bigints for amounts). */
export interface EthereumTransactionRequest {
  /** The recipient (absent: a contract creation). */
  to?: string;
  /** Wei to send. Default 0. */
  value?: bigint;
  /** Calldata, `0x` hex. */
  data?: string;
  /** Filled from the chain when absent (`eth_estimateGas`, the pending nonce, fees). */
  gas?: bigint;
  nonce?: number;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

export interface PrepareTransactionArgs extends EthereumTransactionRequest {
  /** The embedded Ethereum account that will sign and pay. */
  account: SignerAccount;
  /** A chain of `createWalletKit({ chains })`, `eip155:<id>`. */
  chain: string;
  signal?: AbortSignal;
}

const hexQuantity = (n: bigint) => `0x${n.toString(16)}`;

/** An EIP-1559 transaction with what the caller left out read from the chain. */
export async function fillEthereumTransaction(
  chain: KitChain,
  chainId: number,
  args: EthereumTransactionRequest & { account: SignerAccount; signal?: AbortSignal | undefined },
): Promise<Uint8Array> {
  const { signal } = args;
  const from = args.account.address;
  const call = {
    from,
    ...(args.to ? { to: args.to } : {}),
    value: hexQuantity(args.value ?? 0n),
    ...(args.data ? { data: args.data } : {}),
  };
  const [nonce, gas, block, tip] = await Promise.all([
    args.nonce ?? chainRpc<string>(chain, 'eth_getTransactionCount', [from, 'pending'], signal),
    args.gas ?? chainRpc<string>(chain, 'eth_estimateGas', [call], signal),
    args.maxFeePerGas === undefined
      ? chainRpc<{ baseFeePerGas?: string }>(
          chain,
          'eth_getBlockByNumber',
          ['latest', false],
          signal,
        )
      : undefined,
    args.maxPriorityFeePerGas ??
      chainRpc<string>(chain, 'eth_maxPriorityFeePerGas', [], signal).catch(() => '0x3b9aca00'),
  ]);
  const maxPriorityFeePerGas = BigInt(tip);
  // Twice the base fee and the tip: the transaction stays valid through six full blocks
  // (EIP-1559 raises the base fee at most 12.5% a block), what wallets commonly send.
  const maxFeePerGas =
    args.maxFeePerGas ?? BigInt(block?.baseFeePerGas ?? '0x0') * 2n + maxPriorityFeePerGas;
  return serializeEip1559Transaction({
    chainId: BigInt(chainId),
    nonce: BigInt(nonce),
    maxPriorityFeePerGas,
    maxFeePerGas,
    gas: BigInt(gas),
    ...(args.to ? { to: args.to.toLowerCase() } : {}),
    value: args.value ?? 0n,
    data: args.data ? hexToBytes(args.data.replace(/^0x/, '')) : new Uint8Array(),
  });
}

/**
 * The unsigned EIP-1559 transaction an Ethereum send would sign, with what the caller left out
 * read from the chain's RPC (the pending nonce, `eth_estimateGas`, the base fee and tip):
 * `0x` hex for `signTransaction` (EIP-1193's `eth_signTransaction`). Signs nothing.
 */
export async function prepareTransaction(
  kit: WalletKit,
  args: PrepareTransactionArgs,
): Promise<{ unsignedTransaction: string }> {
  const chain = chainOf(kit, args.chain);
  const chainId = evmChainId(chain.caip2);
  if (args.account.addressFormat !== 'ADDRESS_FORMAT_ETHEREUM' || chainId === undefined) {
    throw new KitError(
      'INVALID_ARGUMENT',
      "prepareTransaction prepares an Ethereum account's transaction on an eip155 chain",
      {
        details: { addressFormat: args.account.addressFormat, chain: chain.caip2 },
      },
    );
  }
  return {
    unsignedTransaction: `0x${bytesToHex(await fillEthereumTransaction(chain, chainId, args))}`,
  };
}
