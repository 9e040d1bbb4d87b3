import { derToP1363 } from '../../../protocol/derSignature.js';
import { bytesToHex } from '../../../protocol/encoding.js';
import { type DerElement, readDer } from './readDer.js';

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
  /** basicConstraints (RFC 5280 4.2.1.9): `cA`, false when the extension is absent. */
  ca: boolean;
  /** basicConstraints' `pathLenConstraint`, when present. */
  pathLength?: number;
  /** keyUsage (RFC 5280 4.2.1.3) asserts keyCertSign; undefined when the extension is absent. */
  keyCertSign?: boolean;
}

// Universal tags (X.680 section 8.6), constructed SEQUENCE, and tbsCertificate's `[0] version`.
const SEQUENCE = 0x30;
const BIT_STRING = 0x03;
const UTC_TIME = 0x17;
const GENERALIZED_TIME = 0x18;
const VERSION = 0xa0;
const BOOLEAN = 0x01;
const INTEGER = 0x02;
const OCTET_STRING = 0x04;
const EXTENSIONS = 0xa3;
// RFC 5280 4.2.1.9 and 4.2.1.3: id-ce-basicConstraints (2.5.29.19), id-ce-keyUsage (2.5.29.15).
const BASIC_CONSTRAINTS = '0603551d13';
const KEY_USAGE = '0603551d0f';
// keyCertSign is bit 5 of the KeyUsage BIT STRING: 0x04 of its first byte.
const KEY_CERT_SIGN = 0x04;
// RFC 5758 section 3.2: ecdsa-with-SHA384 (1.2.840.10045.4.3.3), the only signature algorithm of
// the Nitro PKI (and of the sandbox's), as its DER OBJECT IDENTIFIER.
const ECDSA_WITH_SHA384 = '06082a8648ce3d040303';
const P384_SCALAR_BYTES = 48;

const fields = (element: DerElement | undefined, what: string): DerElement[] => {
  if (element?.tag !== SEQUENCE) throw new TypeError(`${what} is not a SEQUENCE`);
  return readDer(element.contents);
};

const TIME = /^(\d\d)?(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)Z$/;

/**
 * A validity time (RFC 5280 section 4.1.2.5): UTCTime `YYMMDDHHMMSSZ`, years 50-99 being 19xx and
 * 00-49 20xx, or GeneralizedTime `YYYYMMDDHHMMSSZ` (no fractional seconds in DER certificates).
 */
function timeOf(element: DerElement | undefined): number {
  const text = String.fromCharCode(...(element?.contents ?? []));
  const m = TIME.exec(text);
  const utc = element?.tag === UTC_TIME && text.length === 13;
  if (!m || !(utc || (element?.tag === GENERALIZED_TIME && text.length === 15))) {
    throw new TypeError('validity is not a time');
  }
  const [, century, yy, month, day, hours, minutes, seconds] = m.map(Number) as number[];
  const year = utc ? (yy! >= 50 ? 1900 : 2000) + yy! : century! * 100 + yy!;
  const time = Date.UTC(year, month! - 1, day, hours, minutes, seconds);
  // Date.UTC rolls over (month 13, hour 25); a real time reads back the same.
  const back = new Date(time);
  if (
    back.getUTCMonth() !== month! - 1 ||
    back.getUTCDate() !== day ||
    back.getUTCHours() !== hours ||
    back.getUTCMinutes() !== minutes ||
    back.getUTCSeconds() !== seconds
  ) {
    throw new TypeError('validity is not a time');
  }
  return time;
}

/** The issuer's DER ECDSA-Sig-Value as raw `r||s`; a TypeError, like every other refusal here. */
function signatureOf(der: Uint8Array): Uint8Array {
  try {
    return derToP1363(der, P384_SCALAR_BYTES);
  } catch (cause) {
    throw new TypeError('signature is not a DER ECDSA signature', { cause });
  }
}

type Constraints = Pick<ParsedCertificate, 'ca' | 'pathLength' | 'keyCertSign'>;

/**
 * basicConstraints' value: `SEQUENCE { cA BOOLEAN DEFAULT FALSE, pathLenConstraint INTEGER OPTIONAL
 * }`.
 */
function basicConstraints(value: Uint8Array): Pick<ParsedCertificate, 'ca' | 'pathLength'> {
  const [sequence, ...rest] = readDer(value);
  if (rest.length > 0) throw new TypeError('basicConstraints is not one value');
  let ca = false;
  let pathLength: number | undefined;
  for (const field of fields(sequence, 'basicConstraints')) {
    if (field.tag === BOOLEAN && field.contents.length === 1 && pathLength === undefined) {
      ca = field.contents[0] === 0xff;
    } else if (
      field.tag === INTEGER &&
      field.contents.length >= 1 &&
      field.contents.length <= 4 &&
      (field.contents[0] as number) < 0x80
    ) {
      pathLength = field.contents.reduce((n, byte) => n * 256 + byte, 0);
    } else {
      throw new TypeError('basicConstraints holds something else');
    }
  }
  return pathLength === undefined ? { ca } : { ca, pathLength };
}

/** keyUsage's value: a BIT STRING whose first byte holds keyCertSign. */
function keyCertSignOf(value: Uint8Array): boolean {
  const [bits, ...rest] = readDer(value);
  if (rest.length > 0 || bits?.tag !== BIT_STRING || bits.contents.length < 1) {
    throw new TypeError('keyUsage is not a BIT STRING');
  }
  return ((bits.contents[1] ?? 0) & KEY_CERT_SIGN) !== 0;
}

/**
 * What the extensions (`[3] EXPLICIT Extensions`, RFC 5280 4.1.2.9) say of issuing certificates:
 * basicConstraints and keyUsage, each at most once (4.2); the others are not read.
 */
function constraintsOf(element: DerElement | undefined): Constraints {
  const out: Constraints = { ca: false };
  if (!element) return out;
  const seen = new Set<string>();
  for (const extension of fields(readDer(element.contents)[0], 'extensions')) {
    const [id, ...rest] = fields(extension, 'extension');
    const value = rest.at(-1);
    if (!id || value?.tag !== OCTET_STRING || rest.length > 2) {
      throw new TypeError('an extension is not {extnID, critical, extnValue}');
    }
    const oid = bytesToHex(id.encoded);
    if (seen.has(oid)) throw new TypeError('an extension appears twice');
    seen.add(oid);
    if (oid === BASIC_CONSTRAINTS) Object.assign(out, basicConstraints(value.contents));
    if (oid === KEY_USAGE) out.keyCertSign = keyCertSignOf(value.contents);
  }
  return out;
}

/**
 * Parses a DER certificate (`readDer`), reading only the fields a signature-chain check needs.
 * Throws a TypeError on anything that is not a certificate signed with ecdsa-with-SHA384;
 * callers turn that into their own refusal.
 */
export function parseCertificate(der: Uint8Array): ParsedCertificate {
  const outer = readDer(der);
  if (outer.length !== 1) throw new TypeError('not one certificate');
  const certificate = fields(outer[0], 'certificate');
  const [tbsCertificate, signatureAlgorithm, signatureValue] = certificate;
  if (certificate.length !== 3) throw new TypeError('certificate is not three fields');
  const algorithm = fields(signatureAlgorithm, 'signatureAlgorithm')[0];
  if (!algorithm || bytesToHex(algorithm.encoded) !== ECDSA_WITH_SHA384) {
    throw new TypeError('certificate is not signed with ecdsa-with-SHA384');
  }
  const tbs = fields(tbsCertificate, 'tbsCertificate');
  // `version` is an optional [0] EXPLICIT field (RFC 5280 section 4.1): skip it when present.
  const first = tbs[0]?.tag === VERSION ? 1 : 0;
  const [issuer, validity, subject, spki] = tbs.slice(first + 2, first + 6);
  // After the key: optional issuer/subject unique ids ([1], [2]), then the extensions ([3]).
  const extensions = tbs.slice(first + 6).find((element) => element.tag === EXTENSIONS);
  const [notBefore, notAfter] = fields(validity, 'validity');
  for (const [element, what] of [
    [issuer, 'issuer'],
    [subject, 'subject'],
    [spki, 'subjectPublicKeyInfo'],
  ] as const) {
    if (element?.tag !== SEQUENCE) throw new TypeError(`${what} is not a SEQUENCE`);
  }
  // BIT STRING contents: the count of unused bits (0 for a DER signature), then the bits.
  if (signatureValue?.tag !== BIT_STRING || signatureValue.contents[0] !== 0) {
    throw new TypeError('signature is not a whole-byte BIT STRING');
  }
  return {
    tbs: tbsCertificate!.encoded,
    issuer: bytesToHex(issuer!.encoded),
    subject: bytesToHex(subject!.encoded),
    spki: spki!.encoded,
    notBefore: timeOf(notBefore),
    notAfter: timeOf(notAfter),
    signature: signatureOf(signatureValue.contents.subarray(1)),
    ...constraintsOf(extensions),
  };
}
