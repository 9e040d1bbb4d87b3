import {
  type MessageSignature,
  type SendTransactionArgs,
  type SentTransaction,
  type SignedTransaction,
  type SignTransactionArgs,
  type SignTypedDataArgs,
  sendTransaction,
  signTransaction,
  signTypedData,
  type WalletKit,
} from '../../core/index.js';
import { accountMutationOptions } from './accountMutationOptions.js';

/** Signs EIP-712 typed data with an embedded account (core `signTypedData`). */
export const signTypedDataMutationOptions = (kit: WalletKit) =>
  accountMutationOptions<MessageSignature, SignTypedDataArgs>('signTypedData', (args) =>
    signTypedData(kit, args),
  );

/** Signs a transaction with an embedded account (core `signTransaction`). */
export const signTransactionMutationOptions = (kit: WalletKit) =>
  accountMutationOptions<SignedTransaction, SignTransactionArgs>('signTransaction', (args) =>
    signTransaction(kit, args),
  );

/** Signs and broadcasts a transaction from an embedded account (core `sendTransaction`). */
export const sendTransactionMutationOptions = (kit: WalletKit) =>
  accountMutationOptions<SentTransaction, SendTransactionArgs>('sendTransaction', (args) =>
    sendTransaction(kit, args),
  );
