import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { STAMP_HEADER } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  encodeApiKeyStamp,
  hexToBytes,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import type { Sandbox } from '../../../src/sandbox/createSandbox.js';

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
  const key = apiKeyOf(privateKeyHex);
  const signature = sign('sha256', utf8Encode(text), { key: key.privateKey, dsaEncoding: 'der' });
  const stamp = encodeApiKeyStamp({
    publicKey: key.publicKey,
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

const apiKeys = new Map<string, { privateKey: KeyObject; publicKey: string }>();

/**
 * The key as Node's crypto signs with it, and its compressed public key, made once a key: the
 * fuzz test stamps tens of thousands of bodies, and OpenSSL signs (hashing bodies of megabytes
 * included) in a fraction of the pure-JS time. Its signatures are random-k and half of them
 * high-S, as any client's may be; the sandbox verifies both.
 */
function apiKeyOf(privateKeyHex: string): { privateKey: KeyObject; publicKey: string } {
  let key = apiKeys.get(privateKeyHex);
  if (!key) {
    const secret = hexToBytes(privateKeyHex);
    const point = p256.getPublicKey(secret, false);
    const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
    const privateKey = createPrivateKey({
      format: 'jwk',
      key: {
        kty: 'EC',
        crv: 'P-256',
        d: b64url(secret),
        x: b64url(point.subarray(1, 33)),
        y: b64url(point.subarray(33)),
      },
    });
    key = { privateKey, publicKey: bytesToHex(p256.getPublicKey(secret, true)) };
    apiKeys.set(privateKeyHex, key);
  }
  return key;
}
