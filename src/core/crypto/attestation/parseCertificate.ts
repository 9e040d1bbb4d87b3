import {
  ASN1Class,
  type ASN1Value,
  encodeASN1,
  parseASN1,
  parseASN1NoLeftoverBytes,
} from '@oslojs/asn1';
import { bytesToHex } from '../../../protocol/encoding.js';

/** The fields of an X.509 certificate (RFC 5280, section 4.1) the attestation check reads. */
export interface ParsedCertificate {
  /** The DER of `tbsCertificate`, exactly as the issuer signed it. */
  tbs: Uint8Array;
  /** DER of the issuer and subject Names, hex, compared byte for byte to link a chain. */
  issuer: string;
  subject: string;
  /** DER `SubjectPublicKeyInfo`, as WebCrypto imports it ("spki"). */
  spki: Uint8Array;
  /** Validity, epoch milliseconds. */
  notBefore: number;
  notAfter: number;
  /** The issuer's ECDSA P-384 signature, converted from DER to raw `r||s` (96 bytes). */
  signature: Uint8Array;
}

// RFC 5758 section 3.2: the only signature algorithm of the Nitro PKI (and of the sandbox's).
const ECDSA_WITH_SHA384 = '1.2.840.10045.4.3.3';
const P384_SCALAR_BYTES = 48;
const UTC_TIME = 23;
const GENERALIZED_TIME = 24;

/** An unsigned integer as a fixed-width big-endian field (ECDSA's raw encoding, RFC 9053 2.1). */
function toFixedWidth(value: bigint, width: number): Uint8Array {
  if (value < 0n || value >> BigInt(width * 8) !== 0n) throw new RangeError('integer too large');
  const out = new Uint8Array(width);
  let rest = value;
  for (let i = width - 1; i >= 0; i--) {
    out[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  return out;
}

/** RFC 5280 section 4.1.2.5: UTCTime years 50-99 are 19xx, 00-49 are 20xx. */
function timeOf(value: ASN1Value): number {
  if (value.tag === UTC_TIME) {
    const t = value.utcTime();
    const year = t.year >= 50 ? 1900 + t.year : 2000 + t.year;
    return Date.UTC(year, t.month - 1, t.date, t.hours, t.minutes, t.seconds);
  }
  if (value.tag === GENERALIZED_TIME) {
    const t = value.generalizedTime();
    return Date.UTC(t.year, t.month - 1, t.date, t.hours, t.minutes, t.seconds, t.milliseconds);
  }
  throw new TypeError('validity is not a time');
}

/**
 * Parses a DER certificate with a maintained ASN.1 DER decoder (`@oslojs/asn1`), reading only
 * the fields a signature-chain check needs. Throws on anything that is not a certificate signed
 * with ecdsa-with-SHA384; callers turn that into their own refusal.
 */
export function parseCertificate(der: Uint8Array): ParsedCertificate {
  const certificate = parseASN1NoLeftoverBytes(der).sequence();
  // The exact TBS bytes: the first element of the outer SEQUENCE's contents, as encoded.
  const [, tbsSize] = parseASN1(certificate.contents());
  const tbs = certificate.contents().slice(0, tbsSize);
  const fields = certificate.at(0).sequence();
  if (!certificate.at(1).sequence().at(0).objectIdentifier().is(ECDSA_WITH_SHA384)) {
    throw new TypeError('certificate is not signed with ecdsa-with-SHA384');
  }
  // `version` is an optional [0] EXPLICIT field (RFC 5280 section 4.1): skip it when present.
  const first = fields.at(0).class === ASN1Class.ContextSpecific ? 1 : 0;
  const validity = fields.at(first + 3).sequence();
  const ecdsaSig = parseASN1NoLeftoverBytes(certificate.at(2).bitString().bytes).sequence();
  return {
    tbs,
    issuer: bytesToHex(encodeASN1(fields.at(first + 2))),
    subject: bytesToHex(encodeASN1(fields.at(first + 4))),
    spki: encodeASN1(fields.at(first + 5)),
    notBefore: timeOf(validity.at(0)),
    notAfter: timeOf(validity.at(1)),
    signature: new Uint8Array([
      ...toFixedWidth(ecdsaSig.at(0).integer().value, P384_SCALAR_BYTES),
      ...toFixedWidth(ecdsaSig.at(1).integer().value, P384_SCALAR_BYTES),
    ]),
  };
}
