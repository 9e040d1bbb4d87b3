import {
  type Address,
  address,
  getTransactionDecoder,
  getTransactionEncoder,
  type MessagePartialSigner,
  type SignatureBytes,
  type SignatureDictionary,
  type TransactionPartialSigner,
} from '@solana/kit';
import {
  embeddedAccount,
  type SignerAccount,
  signMessage,
  signTransaction,
  type WalletKit,
} from 'embedded-wallet-kit';

/** The bytes of a hex string (the kit's Solana signatures: 128 hex digits). */
export const hexBytes = (hex: string): Uint8Array =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

export interface SolanaSignerOptions {
  /**
   * The cluster, CAIP-2 (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1` for devnet): names it on the
   * confirmation.
   */
  chain?: string;
  /** Ask the user before each signature (the kit's confirmer). Default true. */
  confirm?: boolean;
}

/** A `@solana/kit` signer for an embedded Solana account (see `toSolanaSigner`). */
export type EmbeddedSolanaSigner = MessagePartialSigner & TransactionPartialSigner;

/**
 * An embedded Solana account as a `@solana/kit` signer: a `MessagePartialSigner` (raw Ed25519
 * over each message, `sign_raw_payload`) and a `TransactionPartialSigner` (its signature of each
 * transaction, `sign_transaction`), each through the kit's confirmation. Use it wherever
 * `@solana/kit` takes a signer (`setTransactionMessageFeePayerSigner`,
 * `signTransactionMessageWithSigners`).
 */
export function toSolanaSigner(
  kit: WalletKit,
  account: SignerAccount,
  options: SolanaSignerOptions = {},
): EmbeddedSolanaSigner {
  const own: Address = address(account.address);
  const confirm = options.confirm ?? true;
  return Object.freeze({
    address: own,
    async signMessages(messages, config) {
      const out: SignatureDictionary[] = [];
      for (const message of messages) {
        const signed = await signMessage(kit, {
          message: new Uint8Array(message.content),
          account,
          confirm,
          ...(config?.abortSignal ? { signal: config.abortSignal } : {}),
        });
        out.push(Object.freeze({ [own]: hexBytes(signed.signature) as SignatureBytes }));
      }
      return out;
    },
    async signTransactions(transactions, config) {
      const out: SignatureDictionary[] = [];
      for (const transaction of transactions) {
        const signed = await signTransaction(kit, {
          account,
          unsignedTransaction: new Uint8Array(getTransactionEncoder().encode(transaction)),
          confirm,
          ...(options.chain ? { chain: options.chain } : {}),
          ...(config?.abortSignal ? { signal: config.abortSignal } : {}),
        });
        const signature = getTransactionDecoder().decode(signed.bytes).signatures[own];
        if (!signature) throw new Error(`the signed transaction has no signature by ${own}`);
        out.push(Object.freeze({ [own]: signature }));
      }
      return out;
    },
  } satisfies EmbeddedSolanaSigner);
}

/**
 * The signed-in user's embedded Solana account as a `@solana/kit` signer; `SESSION_MISSING` when
 * signed out.
 */
export async function createSolanaSigner(
  kit: WalletKit,
  options: SolanaSignerOptions = {},
): Promise<EmbeddedSolanaSigner> {
  const account = await embeddedAccount(kit, 'ADDRESS_FORMAT_SOLANA', { required: true });
  return toSolanaSigner(kit, account, options);
}
