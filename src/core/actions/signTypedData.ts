import { KitError } from '../errors/kitError.js';
import { confirmSigning } from '../signing/signingConfirmers.js';
import type { SignerAccount } from '../signing/signingRequest.js';
import { describeTypedData, serializeTypedData, type TypedData } from '../signing/typedData.js';
import type { WalletKit } from '../walletKit.js';
import type { MessageSignature } from './signMessage.js';

export interface SignTypedDataArgs {
  /** The embedded Ethereum account that signs. */
  account: SignerAccount;
  /** EIP-712 typed data: `{ domain, types, primaryType, message }`. */
  typedData: TypedData;
  /** `false` signs without the confirmation screen (the app has asked the user itself). */
  confirm?: boolean;
  signal?: AbortSignal;
}

/**
 * Signs EIP-712 typed data (permits, orders, sign-in messages) with an embedded Ethereum
 * account, after the user confirms its domain and fields. The kit sends the typed data as JSON
 * (`sign_raw_payload`, `PAYLOAD_ENCODING_EIP712`, `HASH_FUNCTION_NO_OP`, as the production
 * service's viem account does) and the service computes the EIP-712 v4 hash. The signature
 * verifies with viem's `verifyTypedData` under the account's address.
 */
export async function signTypedData(
  kit: WalletKit,
  args: SignTypedDataArgs,
): Promise<MessageSignature> {
  const { account, typedData } = args;
  if (account.addressFormat !== 'ADDRESS_FORMAT_ETHEREUM') {
    throw new KitError('INVALID_ARGUMENT', 'EIP-712 typed data is signed by an Ethereum account', {
      details: { addressFormat: account.addressFormat },
    });
  }
  const payload = serializeTypedData(typedData);
  await confirmSigning(kit, describeTypedData(typedData, account), args);
  const { result } = await kit.api.signRawPayload(
    {
      signWith: account.address,
      payload,
      encoding: 'PAYLOAD_ENCODING_EIP712',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    },
    { signal: args.signal },
  );
  const { r, s, v } = result;
  return { r, s, v, signature: `0x${r}${s}${(27 + Number.parseInt(v, 16)).toString(16)}` };
}
