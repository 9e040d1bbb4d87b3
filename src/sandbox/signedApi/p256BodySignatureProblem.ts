import { verifyP256Signature } from '../enclave/verifyP256Signature.js';

/**
 * Why a P-256 signature over a body does not hold, or undefined when it verifies (wire-details,
 * "Stamps": ECDSA P-256 / SHA-256 over the exact body, DER hex, by a compressed key). One check
 * for `X-Stamp` and the signature inside `X-Stamp-Attested`; the key is parsed once
 * (`p256PublicKeyObject`).
 */
export function p256BodySignatureProblem(
  body: string,
  publicKey: string,
  signatureHex: string,
): string | undefined {
  if (!/^0[23][0-9a-f]{64}$/i.test(publicKey)) {
    return 'stamp public key is not a compressed P-256 key';
  }
  if (!/^(?:[0-9a-f]{2}){8,80}$/i.test(signatureHex)) return 'stamp signature is not DER hex';
  try {
    const message = Buffer.from(body, 'utf8');
    const signature = Buffer.from(signatureHex, 'hex');
    if (verifyP256Signature({ publicKey, message, signature, format: 'der' })) return undefined;
  } catch {
    // Not a point on the curve (EnclaveError INVALID_KEY): it does not verify.
  }
  return 'stamp signature does not verify';
}
