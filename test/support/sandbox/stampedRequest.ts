import { createPublicKey, ECDH, sign } from 'node:crypto';
import { STAMP_HEADER } from 'embedded-wallet-kit/protocol';
import { bytesToHex, encodeApiKeyStamp, utf8Encode } from 'embedded-wallet-kit/protocol/internal';
import type { Sandbox } from '../../../src/sandbox/createSandbox.js';
import { p256PrivateKeyObject } from '../../../src/sandbox/enclave/p256PrivateKeyObject.js';

/**
 * A signed-API `Request` stamped with an API key (wire-details, "Stamps"): ECDSA P-256 over
 * sha256 of the exact body string, DER hex, in a base64url `X-Stamp`. `body` objects are
 * JSON-stringified once and that exact string is both signed and sent. `privateKeyHex` defaults
 * to the sandbox's bootstrap admin key (parent organization).
 */
export function stampedRequest(
  sandbox: Pick<Sandbox, 'bootstrap'>,
  path: string,
  body: unknown,
  privateKeyHex: string = sandbox.bootstrap.apiKey.privateKey,
): Request {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  // The sandbox's own parsed, cached key object: OpenSSL signs (bodies of megabytes included) in
  // a fraction of the pure-JS time, and the fuzz test stamps tens of thousands of bodies. Its
  // signatures are random-k and half of them high-S, as any client's may be.
  const key = p256PrivateKeyObject(privateKeyHex);
  const signature = sign('sha256', utf8Encode(text), { key, dsaEncoding: 'der' });
  const point = createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(-65);
  const stamp = encodeApiKeyStamp({
    publicKey: ECDH.convertKey(point, 'prime256v1', undefined, 'hex', 'compressed') as string,
    scheme: 'SIGNATURE_SCHEME_TK_API_P256',
    signature: bytesToHex(signature),
  });
  return new Request(`${sandbox.bootstrap.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [STAMP_HEADER]: stamp,
    },
    body: text,
  });
}
