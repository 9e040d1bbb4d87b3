import { hexToBytes } from '../../protocol/encoding.js';
import { hpkeAad, hpkeInfo } from '../../protocol/hpkeSuite.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { CryptoLike } from './cryptoLike.js';
import { loadHpke } from './loadHpke.js';
import { verifySignedEnvelope } from './verifySignedEnvelope.js';

export interface DecryptExportBundleArgs {
  /** One `export_secrets` entry of `secretPayloads`: a signed envelope. */
  bundle: string;
  /** The pinned enclave `signer` key (uncompressed hex). */
  pinnedSignerKey: string;
  /** The organization the export was requested for; the signed data must name it. */
  organizationId: string;
  /** The pair from `generateExportTargetKeyPair` (ECDH P-256) whose public key was the target. */
  recipientKey: CryptoKeyPair;
  crypto?: CryptoLike;
}

/**
 * Opens an exported secret (wire-details, "Export and import"): the envelope must be signed by
 * the pinned signer key and name the expected organization; then `{encappedPublic, ciphertext}`
 * is opened with HPKE, AAD = enc || our public key. Answers the plaintext bytes.
 *
 * For servers and tests: the secret lands in the calling code. In a web app, where any other
 * script on the page (an analytics tag, an XSS) could read it, export with `exportWallet` into
 * the isolated frame instead, which opens the bundle in a page of its own origin.
 */
export async function decryptExportBundle(
  args: DecryptExportBundleArgs,
): Promise<Uint8Array<ArrayBuffer>> {
  const crypto = args.crypto ?? globalThis.crypto;
  const data = await verifySignedEnvelope(args.bundle, args.pinnedSignerKey, crypto);
  if (data.organizationId !== args.organizationId) {
    throw new CryptoCheckError(
      'BUNDLE_MISMATCH',
      'export bundle is signed for another organization',
      { details: { expected: args.organizationId, actual: data.organizationId } },
    );
  }
  let enc: Uint8Array;
  let ciphertext: Uint8Array;
  try {
    if (typeof data.encappedPublic !== 'string' || typeof data.ciphertext !== 'string') {
      throw new TypeError('missing encappedPublic or ciphertext');
    }
    enc = hexToBytes(data.encappedPublic);
    ciphertext = hexToBytes(data.ciphertext);
    if (enc.length !== 65) throw new TypeError('encappedPublic is not an uncompressed key');
  } catch (cause) {
    throw new CryptoCheckError('MALFORMED_BUNDLE', 'export bundle data is malformed', { cause });
  }
  const ours = new Uint8Array(await crypto.subtle.exportKey('raw', args.recipientKey.publicKey));
  const { openHpke } = await loadHpke();
  try {
    return await openHpke({
      receiver: args.recipientKey,
      receiverPublic: ours,
      enc,
      ciphertext,
      info: hpkeInfo(),
      aad: hpkeAad(enc, ours),
      crypto,
    });
  } catch (cause) {
    throw new CryptoCheckError(
      'MALFORMED_BUNDLE',
      'export bundle cannot be opened with this recipient key',
      { cause },
    );
  }
}
