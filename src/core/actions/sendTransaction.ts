import { KitError } from '../errors/kitError.js';
import { chainOf, chainRpc } from '../signing/chainRpc.js';
import { describeTransaction } from '../signing/describeTransaction.js';
import { evmChainId } from '../signing/kitChain.js';
import { confirmSigning } from '../signing/signingConfirmers.js';
import type { SignerAccount } from '../signing/signingRequest.js';
import type { WalletKit } from '../walletKit.js';
import { type EthereumTransactionRequest, fillEthereumTransaction } from './prepareTransaction.js';
import { signTransactionBytes, transactionBytes } from './signTransaction.js';

export interface SendTransactionArgs extends EthereumTransactionRequest {
  /** The embedded Ethereum or Solana account that signs and pays. */
  account: SignerAccount;
  /** A chain of `createWalletKit({ chains })`, by CAIP-2 id: where it is read and broadcast. */
  chain: string;
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
