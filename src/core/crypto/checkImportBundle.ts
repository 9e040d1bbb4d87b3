import { bytesToHex } from '../../protocol/encoding.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import type { CryptoLike } from './cryptoLike.js';
import { readTargetPublic } from './readTargetPublic.js';
import { verifySignedEnvelope } from './verifySignedEnvelope.js';

export interface CheckImportBundleArgs {
  /** `importBundle` from `init_import_private_key`: a signed envelope. */
  bundle: string;
  /** The pinned enclave `signer` key (uncompressed hex). */
  pinnedSignerKey: string;
  organizationId: string;
  userId: string;
  crypto?: CryptoLike;
}

/**
 * Checks an import bundle (wire-details, "Export and import"): signed by the pinned signer key,
 * for this organization and user. Answers the enclave's `targetPublic` (uncompressed hex), the
 * only key key material may be encrypted to.
 */
export async function checkImportBundle(args: CheckImportBundleArgs): Promise<string> {
  const data = await verifySignedEnvelope(args.bundle, args.pinnedSignerKey, args.crypto);
  if (data.organizationId !== args.organizationId || data.userId !== args.userId) {
    throw new CryptoCheckError(
      'BUNDLE_MISMATCH',
      'import bundle is signed for another organization or user',
      {
        details: {
          expected: { organizationId: args.organizationId, userId: args.userId },
          actual: { organizationId: data.organizationId, userId: data.userId },
        },
      },
    );
  }
  return bytesToHex(readTargetPublic(data));
}
