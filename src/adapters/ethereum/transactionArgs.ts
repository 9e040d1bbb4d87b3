import type { SendTransactionArgs, SignerAccount } from 'embedded-wallet-kit';

/** An EIP-1193 transaction object (`eth_sendTransaction`'s parameter: hex quantities). */
export interface RpcTransaction {
  from?: string;
  to?: string | null;
  value?: string;
  data?: string;
  input?: string;
  gas?: string;
  nonce?: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
}

/**
 * An EIP-1193 transaction object as the kit's `sendTransaction` takes it: bigints, the
 * calldata from `data` or `input`, a legacy `gasPrice` as both EIP-1559 fee caps (what the
 * sender is willing to pay per gas either way).
 */
export function transactionArgs(
  tx: RpcTransaction,
  account: SignerAccount,
  chain: string,
): SendTransactionArgs {
  const data = tx.data ?? tx.input;
  const maxFee = tx.maxFeePerGas ?? tx.gasPrice;
  const tip = tx.maxPriorityFeePerGas ?? tx.gasPrice;
  return {
    account,
    chain,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.value === undefined ? {} : { value: BigInt(tx.value) }),
    ...(data && data !== '0x' ? { data } : {}),
    ...(tx.gas === undefined ? {} : { gas: BigInt(tx.gas) }),
    ...(tx.nonce === undefined ? {} : { nonce: Number(tx.nonce) }),
    ...(maxFee === undefined ? {} : { maxFeePerGas: BigInt(maxFee) }),
    ...(tip === undefined ? {} : { maxPriorityFeePerGas: BigInt(tip) }),
  };
}
