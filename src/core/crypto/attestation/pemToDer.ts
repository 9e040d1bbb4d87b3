import { base64urlDecode } from '../../../protocol/encoding.js';

const PEM = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/;

/** The DER bytes of the first certificate of a PEM text (RFC 7468); throws when there is none. */
export function pemToDer(pem: string): Uint8Array {
  const body = PEM.exec(pem)?.[1];
  if (!body) throw new TypeError('not a PEM certificate');
  return base64urlDecode(body.replace(/\s+/g, ''));
}
