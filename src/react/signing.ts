/**
 * `embedded-wallet-kit/react/signing`: the hooks that sign and send with the embedded account
 * beyond a message, in wagmi's shape: `useSignTransaction` (Ethereum and Solana),
 * `useSendTransaction` (fills, confirms, signs and broadcasts on a chain of
 * `createWalletKit({ chains })`), `useSignTypedData` (EIP-712), and their mutation options. An
 * entry of their own, as `./react/api` is: the transaction parsers and serializers they carry
 * (RLP, EIP-1559, Solana's wire format, EIP-712) cost every app of the React entry 4 KB gzip,
 * and an app on wagmi signs through its own hooks with the `./wagmi` connector instead. A client
 * boundary like `./react` (`"use client"`); it needs its `WalletKitProvider`.
 */
export { useSendTransaction } from './hooks/useSendTransaction.js';
export { useSignTransaction } from './hooks/useSignTransaction.js';
export { useSignTypedData } from './hooks/useSignTypedData.js';
export {
  sendTransactionMutationOptions,
  signTransactionMutationOptions,
  signTypedDataMutationOptions,
} from './query/signingMutationOptions.js';
