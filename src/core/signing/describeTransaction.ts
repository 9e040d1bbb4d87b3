import type { WalletKit } from '../walletKit.js';
import { parseEthereumTransaction } from './ethereumTransaction.js';
import { formatUnits } from './formatUnits.js';
import { type KitChain, nativeCurrencyOf } from './kitChain.js';
import type { ConfirmationChain, SignerAccount, SigningRequest } from './signingRequest.js';
import { parseSolanaTransaction } from './solanaTransaction.js';

type TransactionRequest = Extract<SigningRequest, { kind: 'transaction' }>;

function confirmationChain(
  kit: WalletKit,
  caip2: string | undefined,
  fallback: string,
): { chain: ConfirmationChain; config?: KitChain } {
  const config = caip2 ? kit.options.chains.find((c) => c.caip2 === caip2) : undefined;
  return {
    chain: { ...(caip2 ? { caip2 } : {}), name: config?.name ?? fallback },
    ...(config ? { config } : {}),
  };
}

/**
 * The confirmation of a transaction the kit is about to sign, read from its exact bytes: the
 * chain (an Ethereum transaction names its own; a Solana one is on `caip2`, the caller's word),
 * the recipient, the native amount in the chain's main unit, and whether it calls a contract or
 * a program, with the size of its data.
 */
export function describeTransaction(
  kit: WalletKit,
  args: { account: SignerAccount; bytes: Uint8Array; caip2?: string | undefined; send: boolean },
): TransactionRequest {
  const { account, bytes, send } = args;
  if (account.addressFormat === 'ADDRESS_FORMAT_SOLANA') {
    const tx = parseSolanaTransaction(bytes);
    const { chain, config } = confirmationChain(kit, args.caip2, 'Solana');
    const { symbol, decimals } = nativeCurrencyOf(config ?? { caip2: 'solana:' });
    return {
      kind: 'transaction',
      account,
      send,
      chain,
      ...(tx.to ? { to: tx.to } : {}),
      amount: { value: formatUnits(tx.lamports, decimals), symbol },
      ...(tx.programs.length > 0
        ? { call: { dataBytes: tx.dataBytes, programs: tx.programs } }
        : {}),
    };
  }
  const tx = parseEthereumTransaction(bytes);
  const caip2 = tx.chainId === undefined ? args.caip2 : `eip155:${tx.chainId}`;
  const { chain, config } = confirmationChain(
    kit,
    caip2,
    tx.chainId === undefined ? 'Any chain (no replay protection)' : `Chain ${tx.chainId}`,
  );
  const { symbol, decimals } = nativeCurrencyOf(config ?? { caip2: 'eip155:' });
  const maxFee =
    tx.gas * tx.maxFeePerGas +
    (tx.blobs ? tx.blobs.maxFeePerBlobGas * BigInt(tx.blobs.count) * 131_072n : 0n);
  return {
    kind: 'transaction',
    account,
    send,
    chain,
    ...(tx.to ? { to: tx.to } : {}),
    amount: { value: formatUnits(tx.value, decimals), symbol },
    ...(tx.data.length > 0 || !tx.to ? { call: { dataBytes: tx.data.length } } : {}),
    ...(maxFee > 0n ? { maxFee: { value: formatUnits(maxFee, decimals), symbol } } : {}),
    ...(tx.authorizations ? { authorizations: tx.authorizations } : {}),
  };
}
