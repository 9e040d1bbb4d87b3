import { eip191Message } from '../../protocol/eip191Message.js';
import { bytesToHex, utf8Encode } from '../../protocol/encoding.js';
import type { AddressFormat } from '../../protocol/enums.js';
import type { RawSignature } from '../../protocol/records.js';
import { KitError } from '../errors/kitError.js';
import { describeMessage } from '../signing/describeMessage.js';
import { confirmSigning } from '../signing/signingConfirmers.js';
import type { WalletKit } from '../walletKit.js';

export interface SignMessageArgs {
  /** The message: text (signed as its UTF-8 bytes) or bytes. */
  message: string | Uint8Array;
  /** The embedded wallet account that signs (`list_wallet_accounts` gives both fields). */
  account: { address: string; addressFormat: AddressFormat };
  /**
   * `false` signs without asking the user (the app, or the account center's screen, has shown
   * the message itself). Default: the kit's confirmer asks first (`setSigningConfirmer`; the
   * modal's under `<WalletKitProvider>`).
   */
  confirm?: boolean;
  signal?: AbortSignal;
}

/** A message signature: the service's `{r, s, v}` and the form wallets and verifiers take. */
export interface MessageSignature extends RawSignature {
  /**
   * Ethereum: `0x` + r ‖ s ‖ v with v 27 or 28, the 65 bytes `personal_sign` answers (what
   * `ecrecover`-based verifiers such as viem's `verifyMessage` take). Solana: the 64-byte
   * Ed25519 signature r ‖ s in hex.
   */
  signature: string;
}

/**
 * Signs a message with one of the signed-in user's embedded wallet accounts
 * (`sign_raw_payload`), encoded as the production client encodes it, so the signature verifies
 * under the account's address with the chain's usual tools:
 * - Ethereum: the EIP-191 personal message, `"\x19Ethereum Signed Message:\n" + length` then
 *   the bytes, sent as hex with `HASH_FUNCTION_KECCAK256` (the service signs its keccak256);
 * - Solana: the bytes as hex with `HASH_FUNCTION_NOT_APPLICABLE`: raw Ed25519 (RFC 8032) over
 *   the message itself, what `solana:signMessage` wallets produce.
 * Other address formats are `INVALID_ARGUMENT`: their message conventions differ by chain.
 */
export async function signMessage(
  kit: WalletKit,
  args: SignMessageArgs,
): Promise<MessageSignature> {
  const bytes = typeof args.message === 'string' ? utf8Encode(args.message) : args.message;
  const { address, addressFormat } = args.account;
  const ethereum = addressFormat === 'ADDRESS_FORMAT_ETHEREUM';
  if (!ethereum && addressFormat !== 'ADDRESS_FORMAT_SOLANA') {
    throw new KitError('INVALID_ARGUMENT', `signMessage signs with Ethereum and Solana accounts`, {
      details: { addressFormat },
    });
  }
  await confirmSigning(kit, describeMessage(bytes, args.account, args.message), args);
  const { result } = await kit.api.signRawPayload(
    {
      signWith: address,
      payload: `0x${bytesToHex(ethereum ? eip191Message(bytes) : bytes)}`,
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: ethereum ? 'HASH_FUNCTION_KECCAK256' : 'HASH_FUNCTION_NOT_APPLICABLE',
    },
    { signal: args.signal },
  );
  const { r, s, v } = result;
  const recovery = (27 + Number.parseInt(v, 16)).toString(16);
  return { r, s, v, signature: ethereum ? `0x${r}${s}${recovery}` : `${r}${s}` };
}
