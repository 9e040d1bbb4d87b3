import { bytesToHex } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';

export interface ExportTargetKeyPair {
  /** ECDH P-256 pair for `decryptExportBundle`; the private key is non-extractable. */
  keyPair: CryptoKeyPair;
  /** 65-byte uncompressed public key, hex: the `targetPublicKey` to send to `export_secrets`. */
  publicKeyUncompressed: string;
}

/**
 * A one-off HPKE recipient key for an export (RFC 9180 DHKEM(P-256) keys are plain ECDH P-256
 * keys). Non-extractable: the exported secret can be opened in this page only, and the key dies
 * with it. The HPKE open takes the pair as-is (it needs the public half for the KEM context).
 */
export async function generateExportTargetKeyPair(
  crypto: CryptoLike = globalThis.crypto,
): Promise<ExportTargetKeyPair> {
  const keyPair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
    'deriveBits',
  ]);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', keyPair.publicKey));
  return { keyPair, publicKeyUncompressed: bytesToHex(raw) };
}
