import type { AddressFormat } from '../../protocol/enums.js';

/** The embedded wallet account that signs (`list_wallet_accounts` gives both fields). */
export interface SignerAccount {
  address: string;
  addressFormat: AddressFormat;
}

/** One field of typed data as the confirmation shows it; `depth` nests a struct's fields. */
export interface ReadableField {
  name: string;
  /** The value as text; empty for a struct or array, whose fields follow one level deeper. */
  value: string;
  depth: number;
}

/** A transaction's chain as the confirmation names it. */
export interface ConfirmationChain {
  /** `eip155:<id>` or `solana:<genesis>`, when known. */
  caip2?: string;
  /** The configured chain's name, else "Chain 8453" / "Solana". */
  name: string;
}

/**
 * What the user is asked to approve, worked out by the kit from the exact bytes or JSON it is
 * about to sign (never from what the app says about them), for a confirmation screen to show.
 */
export type SigningRequest =
  | {
      kind: 'message';
      account: SignerAccount;
      /** The message as text when it is UTF-8 text, else absent. */
      text?: string;
      /** The message's bytes in hex (`0x…`). */
      hex: string;
    }
  | {
      kind: 'typedData';
      account: SignerAccount;
      /** EIP-712's domain: who asks (name, version), on which chain, for which contract. */
      domain: { name?: string; version?: string; chainId?: string; verifyingContract?: string };
      primaryType: string;
      /** The message's fields in order, nested structs and arrays flattened with `depth`. */
      fields: ReadableField[];
    }
  | {
      kind: 'transaction';
      account: SignerAccount;
      /** `true` when the kit broadcasts it after signing (`sendTransaction`). */
      send: boolean;
      chain: ConfirmationChain;
      /** The recipient: an address, or absent for a contract creation. */
      to?: string;
      /** The native amount sent, in the chain's main unit (`0.05`), and its symbol. */
      amount: { value: string; symbol: string };
      /** Present when the transaction calls a contract (or program): its data's size. */
      call?: { dataBytes: number; programs?: string[] };
      /** The most the network fee may reach, in the main unit, when the kit knows it. */
      maxFee?: { value: string; symbol: string };
      /** EIP-7702 delegations the transaction carries. */
      authorizations?: number;
    }
  | {
      kind: 'authorization';
      account: SignerAccount;
      /** EIP-7702: the account delegates its code to `address` on `chainId` (0: every chain). */
      chainId: string;
      address: string;
      nonce: string;
    };

/** What a confirmer answers: approved, or the user turned it down. */
export type SigningDecision = 'approve' | 'reject';

/**
 * Shows a signing request to the user and answers their decision (the React provider supplies
 * the modal's confirmation screen; an app may set its own with `setSigningConfirmer`). `signal`
 * aborts the request: the confirmer should take its screen down.
 */
export type SigningConfirmer = (
  request: SigningRequest,
  options: { signal?: AbortSignal },
) => Promise<SigningDecision>;
