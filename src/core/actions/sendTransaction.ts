import { hexToBytes } from '../../protocol/encoding.js';
import { KitError } from '../errors/kitError.js';
import { chainOf, chainRpc } from '../signing/chainRpc.js';
import { describeTransaction } from '../signing/describeTransaction.js';
import { serializeEip1559Transaction } from '../signing/ethereumTransaction.js';
import { evmChainId, type KitChain } from '../signing/kitChain.js';
import { confirmSigning } from '../signing/signingConfirmers.js';
import type { SignerAccount } from '../signing/signingRequest.js';
import type { WalletKit } from '../walletKit.js';
import { signTransactionBytes, transactionBytes } from './signTransaction.js';

export interface SendTransactionArgs {
  /** The embedded Ethereum or Solana account that signs and pays. */
  account: SignerAccount;
  /** A chain of `createWalletKit({ chains })`, by CAIP-2 id: where it is read and broadcast. */
  chain: string;
  /** Ethereum: the recipient (absent: a contract creation). */
  to?: string;
  /** Ethereum: wei to send. Default 0. */
  value?: bigint;
  /** Ethereum: calldata, `0x` hex. */
  data?: string;
  /** Ethereum: filled from the chain when absent (`eth_estimateGas`, the pending nonce, fees). */
  gas?: bigint;
  nonce?: number;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  /** Solana: the serialized transaction to sign and send (base64, hex or bytes). */
  transaction?: string | Uint8Array;
  /** `false` sends without the confirmation screen (the app has asked the user itself). */
  confirm?: boolean;
  signal?: AbortSignal;
}

export interface SentTransaction {
  /** Ethereum: the transaction hash (`0x…`). Solana: its signature, base58. */
  hash: string;
  chain: string;
  /** What was broadcast: `0x` hex (Ethereum) or base64 (Solana). */
  signedTransaction: string;
}

const hexQuantity = (n: bigint) => `0x${n.toString(16)}`;

/** An EIP-1559 transaction with what the caller left out read from the chain. */
async function fillEthereumTransaction(
  chain: KitChain,
  chainId: number,
  args: SendTransactionArgs,
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
 * Sends a transaction from an embedded account: fills in what the chain decides (Ethereum: the
 * nonce, gas and EIP-1559 fees, from the chain's RPC), asks the user to confirm it (chain,
 * recipient, amount, fee cap, contract call), signs it (`sign_transaction`) and broadcasts it
 * through the chain's RPC URL (`eth_sendRawTransaction`, Solana's `sendTransaction`). Answers
 * the hash once the node has accepted it; waiting for a receipt is the app's (viem's
 * `waitForTransactionReceipt`).
 */
export async function sendTransaction(
  kit: WalletKit,
  args: SendTransactionArgs,
): Promise<SentTransaction> {
  const { account, signal } = args;
  const chain = chainOf(kit, args.chain);
  const solana = account.addressFormat === 'ADDRESS_FORMAT_SOLANA';
  let bytes: Uint8Array;
  if (solana) {
    if (args.transaction === undefined) {
      throw new KitError('INVALID_ARGUMENT', 'A Solana send takes a serialized transaction');
    }
    bytes = transactionBytes(args.transaction, true);
  } else {
    const chainId = evmChainId(chain.caip2);
    if (account.addressFormat !== 'ADDRESS_FORMAT_ETHEREUM' || chainId === undefined) {
      throw new KitError(
        'INVALID_ARGUMENT',
        'sendTransaction sends from an Ethereum account on an eip155 chain, or a Solana account',
        {
          details: { addressFormat: account.addressFormat, chain: chain.caip2 },
        },
      );
    }
    bytes = await fillEthereumTransaction(chain, chainId, args);
  }
  await confirmSigning(
    kit,
    describeTransaction(kit, { account, bytes, caip2: chain.caip2, send: true }),
    args,
  );
  const signed = await signTransactionBytes(kit, account, bytes, signal);
  if (solana) {
    // Answers the transaction's id: its first signature (the fee payer's), base58.
    const hash = await chainRpc<string>(
      chain,
      'sendTransaction',
      [signed.signedTransaction, { encoding: 'base64' }],
      signal,
    );
    return { hash, chain: chain.caip2, signedTransaction: signed.signedTransaction };
  }
  const hash = await chainRpc<string>(
    chain,
    'eth_sendRawTransaction',
    [signed.signedTransaction],
    signal,
  );
  return { hash, chain: chain.caip2, signedTransaction: signed.signedTransaction };
}
