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
  const secretKey = hexToBytes(privateKeyHex);
  const signature = p256.sign(utf8Encode(text), secretKey, { format: 'der' });
  const stamp = encodeApiKeyStamp({
    publicKey: bytesToHex(p256.getPublicKey(secretKey, true)),
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
