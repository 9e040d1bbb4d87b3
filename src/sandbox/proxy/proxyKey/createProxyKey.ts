import { randomUUID } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from 'embedded-wallet-kit/protocol/internal';
import type { Store } from '../../store/store.js';
import { masterKey } from './masterKey.js';
import { proxyKeyAad } from './proxyKeyAad.js';
import { sealBytes } from './sealBytes.js';

/**
 * Makes the proxy's API key: a P-256 credential of the organization's proxy user, flagged
 * `proxyScoped`, whose private half is stored only sealed (AES-256-GCM under the master key).
 * Returns the credential id.
 */
export function createProxyKey(
  store: Store,
  args: { organizationId: string; userId: string; configId: string; nowMs: number },
): string {
  const id = randomUUID();
  const secret = p256.utils.randomSecretKey();
  const publicKey = bytesToHex(p256.getPublicKey(secret, true));
  try {
    store.insert(
      'credential',
      {
        id,
        organizationId: args.organizationId,
        userId: args.userId,
        name: 'Auth proxy key',
        publicKey,
        type: 'CREDENTIAL_TYPE_API_KEY_P256',
        curveType: 'API_KEY_CURVE_P256',
        proxyScoped: true,
        createdAtMs: args.nowMs,
        updatedAtMs: args.nowMs,
      },
      { organizationId: args.organizationId, index: { publicKey, userId: args.userId } },
    );
    store.insert(
      'proxyKey',
      {
        id,
        organizationId: args.organizationId,
        configId: args.configId,
        publicKey,
        publicKeyUncompressed: bytesToHex(p256.getPublicKey(secret, false)),
        sealedPrivateKey: sealBytes(masterKey(store), secret, proxyKeyAad(id)),
        createdAtMs: args.nowMs,
      },
      { organizationId: args.organizationId },
    );
  } finally {
    secret.fill(0);
  }
  return id;
}
