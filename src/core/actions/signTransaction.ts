import { base64urlDecode, bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import { KitError } from '../errors/kitError.js';
import { base64Encode } from '../signing/base64Encode.js';
import { describeTransaction } from '../signing/describeTransaction.js';
import { confirmSigning } from '../signing/signingConfirmers.js';
import type { SignerAccount } from '../signing/signingRequest.js';
import type { WalletKit } from '../walletKit.js';

export interface SignTransactionArgs {
  /** The embedded Ethereum or Solana account that signs. */
  account: SignerAccount;
  /**
   * Ethereum: the unsigned serialized transaction, `0x` hex or bytes (legacy, EIP-155, or an
   * EIP-2718 type 1 to 4: what viem's `serializeTransaction` gives without a signature).
   * Solana: the serialized transaction (its empty signature slots, then the message), base64,
   * hex or bytes (what `@solana/kit`'s `getTransactionEncoder` gives).
   */
  unsignedTransaction: string | Uint8Array;
  /**
   * The chain, CAIP-2: names it on the confirmation. An Ethereum transaction names its own
   * (EIP-155); a Solana one does not, so pass its cluster
   * (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`).
   */
  chain?: string;
  /** `false` signs without the confirmation screen (the app has asked the user itself). */
  confirm?: boolean;
  signal?: AbortSignal;
}

export interface SignedTransaction {
  /** Ethereum: `0x` hex, ready for `eth_sendRawTransaction`. Solana: base64, the wire form. */
  signedTransaction: string;
  bytes: Uint8Array;
}

/** The bytes of a serialized transaction given as hex (`0x` optional), base64 or bytes. */
export function transactionBytes(value: string | Uint8Array, solana: boolean): Uint8Array {
  if (typeof value !== 'string') return value;
  try {
    if (/^(0x)?([0-9a-fA-F]{2})+$/.test(value)) return hexToBytes(value.replace(/^0x/, ''));
    if (solana) return base64urlDecode(value);
  } catch {}
  throw new KitError('INVALID_ARGUMENT', 'The transaction is neither hex nor base64');
}

/**
 * Signs a transaction with an embedded account (`sign_transaction`) after the user confirms
 * what it does: the chain, the recipient, the amount in the chain's unit, whether it calls a
 * contract. Broadcasting is the app's (or `sendTransaction`'s).
 */
export async function signTransaction(
  kit: WalletKit,
  args: SignTransactionArgs,
): Promise<SignedTransaction> {
  const { account } = args;
  const solana = account.addressFormat === 'ADDRESS_FORMAT_SOLANA';
  if (!solana && account.addressFormat !== 'ADDRESS_FORMAT_ETHEREUM') {
    throw new KitError(
      'INVALID_ARGUMENT',
      'signTransaction signs Ethereum and Solana transactions',
      {
        details: { addressFormat: account.addressFormat },
      },
    );
  }
  const bytes = transactionBytes(args.unsignedTransaction, solana);
  await confirmSigning(
    kit,
    describeTransaction(kit, { account, bytes, caip2: args.chain, send: false }),
    args,
  );
  return signTransactionBytes(kit, account, bytes, args.signal);
}

/** `sign_transaction` of bytes the caller has had confirmed. */
export async function signTransactionBytes(
  kit: WalletKit,
  account: SignerAccount,
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<SignedTransaction> {
  const solana = account.addressFormat === 'ADDRESS_FORMAT_SOLANA';
  const { result } = await kit.api.signTransaction(
    {
      signWith: account.address,
      type: solana ? 'TRANSACTION_TYPE_SOLANA' : 'TRANSACTION_TYPE_ETHEREUM',
      unsignedTransaction: bytesToHex(bytes),
    },
    { signal },
  );
  const signed = hexToBytes(result.signedTransaction.replace(/^0x/, ''));
  return {
    signedTransaction: solana ? base64Encode(signed) : `0x${bytesToHex(signed)}`,
    bytes: signed,
  };
}
