import { keccak_256 } from '@noble/hashes/sha3.js';
import { Point } from '@noble/secp256k1';
import { base58Encode } from '../../protocol/base58.js';
import { bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import type { Credential } from '../../protocol/records.js';
import { toChecksumAddress } from '../../protocol/toChecksumAddress.js';

/**
 * The address an external wallet shows for the API key it is known by (wire-details, "External
 * wallets", its `credential` in `get_user`): Ethereum (a secp256k1 key, compressed) the EIP-55
 * address, the last 20 bytes of keccak-256 of the uncompressed point; Solana (Ed25519) the
 * base58 of the 32-byte key. Undefined for another kind of key or a malformed one.
 */
export function walletKeyAddress(credential: Credential): string | undefined {
  const { publicKey, type } = credential;
  try {
    if (type === 'CREDENTIAL_TYPE_API_KEY_ED25519') return base58Encode(hexToBytes(publicKey));
    if (type !== 'CREDENTIAL_TYPE_API_KEY_SECP256K1') return undefined;
    const uncompressed = Point.fromHex(publicKey).toBytes(false);
    return toChecksumAddress(bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12)));
  } catch {
    return undefined;
  }
}
