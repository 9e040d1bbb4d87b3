import { createPrivateKey, sign } from 'node:crypto';
import { base64urlEncode, encodeApiKeyStamp } from 'embedded-wallet-kit/protocol/internal';
import { publicJwk } from '../../enclave/p256Jwk.js';
import { ServiceError } from '../../serviceError.js';
import type { Store } from '../../store/store.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';
import { masterKey } from './masterKey.js';
import { openSealedBytes } from './openSealedBytes.js';
import { proxyKeyAad } from './proxyKeyAad.js';

/**
 * The `X-Stamp` of a forwarded call, made with the proxy's own API key (spec "Auth proxy" 3;
 * wire-details "Stamps": DER ECDSA P-256 over sha256 of the exact body). The key is unsealed
 * for this one signature and its bytes are zeroed afterwards; it is never logged or returned.
 */
export function stampWithProxyKey(store: Store, config: ProxyConfigRecord, body: string): string {
  const key = store.get('proxyKey', config.proxyCredentialId);
  if (!key) throw ServiceError.precondition('the auth proxy has no key for this configuration');
  const scalar = openSealedBytes(masterKey(store), key.sealedPrivateKey, proxyKeyAad(key.id));
  try {
    const privateKey = createPrivateKey({
      key: { ...publicJwk(key.publicKeyUncompressed), d: base64urlEncode(scalar) },
      format: 'jwk',
    });
    const signature = sign('sha256', Buffer.from(body, 'utf8'), privateKey);
    return encodeApiKeyStamp({
      publicKey: key.publicKey,
      scheme: 'SIGNATURE_SCHEME_TK_API_P256',
      signature: signature.toString('hex'),
    });
  } finally {
    scalar.fill(0);
  }
}
