import { KitError } from '../errors/kitError.js';
import { confirmSigning } from '../signing/signingConfirmers.js';
import type { SignerAccount } from '../signing/signingRequest.js';
import type { WalletKit } from '../walletKit.js';

export interface SignAuthorizationArgs {
  /** The embedded Ethereum account that delegates. */
  account: SignerAccount;
  /** The contract whose code the account takes on (EIP-7702). */
  address: string;
  /** The chain it holds on; 0 for every chain. */
  chainId: number;
  /** The account's nonce when the authorization is applied. */
  nonce: number;
  /** `false` signs without the confirmation screen (the app has asked the user itself). */
  confirm?: boolean;
  signal?: AbortSignal;
}

/** An EIP-7702 authorization tuple, signed: what viem's `signAuthorization` answers. */
export interface SignedAuthorization {
  address: string;
  chainId: number;
  nonce: number;
  r: string;
  s: string;
  yParity: number;
}

/**
 * Signs an EIP-7702 authorization (the account delegates its code to `address`) after the user
 * confirms it. Sent as production's viem account sends it: `{address, chainId, nonce}` as JSON
 * with `PAYLOAD_ENCODING_EIP7702_AUTHORIZATION`; the service computes
 * `keccak256(0x05 ‖ rlp([chainId, address, nonce]))` and signs it.
 */
export async function signAuthorization(
  kit: WalletKit,
  args: SignAuthorizationArgs,
): Promise<SignedAuthorization> {
  const { account, address, chainId, nonce } = args;
  if (account.addressFormat !== 'ADDRESS_FORMAT_ETHEREUM' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new KitError('INVALID_ARGUMENT', 'An Ethereum account delegates to a 20-byte address');
  }
  await confirmSigning(
    kit,
    { kind: 'authorization', account, chainId: String(chainId), address, nonce: String(nonce) },
    args,
  );
  const { result } = await kit.api.signRawPayload(
    {
      signWith: account.address,
      payload: JSON.stringify({ address, chainId, nonce }),
      encoding: 'PAYLOAD_ENCODING_EIP7702_AUTHORIZATION',
      hashFunction: 'HASH_FUNCTION_NO_OP',
    },
    { signal: args.signal },
  );
  return {
    address,
    chainId,
    nonce,
    r: `0x${result.r}`,
    s: `0x${result.s}`,
    yParity: Number.parseInt(result.v, 16),
  };
}
