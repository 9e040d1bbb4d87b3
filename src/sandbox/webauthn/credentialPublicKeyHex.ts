import { p256 } from '@noble/curves/nist.js';
import { cose, decodeCredentialPublicKey } from '@simplewebauthn/server/helpers';
import { base64urlDecode, bytesToHex, concatBytes } from 'embedded-wallet-kit/protocol/internal';

/** COSE curve id of P-256 (RFC 9053, 7.1). */
const COSE_CRV_P256 = 1;

/**
 * The spec's `Credential.publicKey` of a passkey, from the COSE key kept at registration:
 * compressed SEC1 hex for P-256 (ES256, what the kit creates and the format API keys use);
 * for any other key type the hex of its COSE encoding, which still identifies it exactly.
 */
export function credentialPublicKeyHex(coseBase64url: string): string {
  const bytes = new Uint8Array(base64urlDecode(coseBase64url));
  try {
    const key = decodeCredentialPublicKey(bytes);
    if (cose.isCOSEPublicKeyEC2(key) && key.get(cose.COSEKEYS.crv) === COSE_CRV_P256) {
      const x = key.get(cose.COSEKEYS.x);
      const y = key.get(cose.COSEKEYS.y);
      if (x && y) {
        const point = p256.Point.fromBytes(concatBytes(Uint8Array.of(4), x, y));
        return bytesToHex(point.toBytes(true));
      }
    }
  } catch {
    // Not decodable as a P-256 key: fall through to the COSE bytes.
  }
  return bytesToHex(bytes);
}
