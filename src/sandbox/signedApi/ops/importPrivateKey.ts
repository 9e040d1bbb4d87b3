import { randomUUID } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519.js';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { Curve } from 'embedded-wallet-kit/protocol';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import { invalidField } from '../../fieldErrors.js';
import { encodeAddress, UnsupportedAddressFormatError } from '../../wallet/index.js';
import type { SubmitHandler } from '../handlerTypes.js';
import { openImportBundle } from './importTargets.js';
import type { ImportedPrivateKeyRecord } from './keyImportRecords.js';
import { requireOrgUser } from './requireOrgUser.js';

/** The public key of a 32-byte secret on each curve (compressed SEC1, or ed25519's 32 bytes). */
const PUBLIC_KEY_OF: Record<Curve, (secret: Uint8Array) => Uint8Array> = {
  CURVE_SECP256K1: (secret) => secp256k1.getPublicKey(secret, true),
  CURVE_P256: (secret) => p256.getPublicKey(secret, true),
  CURVE_ED25519: (secret) => ed25519.getPublicKey(secret),
};

/**
 * `import_private_key` (ACTIVITY_TYPE_IMPORT_PRIVATE_KEY, production's
 * `v1ImportPrivateKeyIntent`): 32 raw key bytes (a secp256k1 or P-256 scalar, an ed25519 seed)
 * the client sealed to the user's `init_import_private_key` target become a private key of the
 * organization, with one address per requested format. Bytes that are no key on `curve`, or a
 * format the sandbox cannot derive there, are 400s and nothing is stored.
 */
export const importPrivateKey: SubmitHandler<'import_private_key'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const user = requireOrgUser(ctx, organizationId, params.userId, 'parameters.userId');
  const secret = openImportBundle(
    ctx,
    'privateKey',
    { organizationId, userId: user.id },
    params.encryptedBundle,
  );
  try {
    let publicKey: Uint8Array;
    try {
      if (secret.length !== 32) throw new RangeError('not 32 bytes');
      publicKey = PUBLIC_KEY_OF[params.curve](secret);
    } catch {
      throw invalidField(
        'parameters.encryptedBundle',
        `does not hold a 32-byte private key on ${params.curve}`,
      );
    }
    const addresses = params.addressFormats.map((format, i) => {
      try {
        return { format, address: encodeAddress(publicKey, params.curve, format) };
      } catch (error) {
        if (error instanceof UnsupportedAddressFormatError) {
          throw invalidField(`parameters.addressFormats[${i}]`, error.message);
        }
        throw error;
      }
    });
    const doc: ImportedPrivateKeyRecord = {
      id: randomUUID(),
      organizationId,
      userId: user.id,
      privateKeyName: params.privateKeyName,
      curve: params.curve,
      publicKey: bytesToHex(publicKey),
      addresses,
      privateKey: bytesToHex(secret),
      createdAtMs: ctx.now(),
    };
    ctx.store.insert('importedPrivateKey', doc, { organizationId, index: { userId: user.id } });
    return { privateKeyId: doc.id, addresses };
  } finally {
    secret.fill(0);
  }
};
