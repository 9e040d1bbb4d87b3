import { decode, encode } from 'cborg';

/** An AWS Nitro attestation document (wire-details, "Boot proofs"), decoded, not yet checked. */
export interface AttestationDocument {
  /** What the COSE signature covers: the CBOR `Sig_structure` (RFC 9052 section 4.4). */
  signedBytes: Uint8Array;
  /** Raw `r||s`, ES384. */
  signature: Uint8Array;
  moduleId: string;
  /** Epoch milliseconds. */
  timestamp: number;
  pcrs: Map<number, Uint8Array>;
  /** DER leaf certificate. */
  certificate: Uint8Array;
  /** DER certificates, root first, then intermediates towards the leaf. */
  cabundle: Uint8Array[];
  publicKey: Uint8Array;
  userData: Uint8Array;
}

// RFC 9053 section 2.1: ECDSA w/ SHA-384; RFC 9052 section 3.1: header label 1 is `alg`.
const ES384 = -35;
const ALG = 1;
// RFC 9052 section 4.2: COSE_Sign1 may come tagged (18); no other tag has a meaning here.
const COSE_SIGN1_TAG = 18;
// Maps keep their integer keys (header labels, PCR indexes); AWS encodes the payload map with
// an indefinite length, which the decoder accepts by default.
const cbor = (data: Uint8Array): unknown =>
  decode(data, { useMaps: true, tags: { [COSE_SIGN1_TAG]: (inner) => inner() } });

const bytes = (value: unknown, what: string): Uint8Array => {
  if (!(value instanceof Uint8Array)) throw new TypeError(`${what} is not a byte string`);
  return value;
};
const map = (value: unknown, what: string): Map<unknown, unknown> => {
  if (!(value instanceof Map)) throw new TypeError(`${what} is not a map`);
  return value;
};

/**
 * Decodes a COSE_Sign1 attestation document with a maintained CBOR decoder
 * (`cborg`), checking its shape only: the protected header says ES384, every
 * field the check reads has its documented type. Throws a TypeError (or the decoder's error)
 * otherwise; the caller refuses with `ATTESTATION_MALFORMED`.
 */
export function decodeAttestationDocument(cose: Uint8Array): AttestationDocument {
  const outer = cbor(cose);
  if (!Array.isArray(outer) || outer.length !== 4) throw new TypeError('not a COSE_Sign1');
  const protectedBytes = bytes(outer[0], 'protected header');
  const payload = bytes(outer[2], 'payload');
  const signature = bytes(outer[3], 'signature');
  if (map(cbor(protectedBytes), 'protected header').get(ALG) !== ES384) {
    throw new TypeError('protected header does not name ES384');
  }
  const doc = map(cbor(payload), 'payload');
  const moduleId = doc.get('module_id');
  const digest = doc.get('digest');
  const timestamp = doc.get('timestamp');
  const cabundle = doc.get('cabundle');
  if (typeof moduleId !== 'string') throw new TypeError('module_id is not text');
  // The PCRs' hash (Nitro Enclaves user guide, "Attestation document"); always SHA384 on Nitro.
  if (digest !== 'SHA384') throw new TypeError('digest is not SHA384');
  if (typeof timestamp !== 'number') throw new TypeError('timestamp is not a number');
  if (!Array.isArray(cabundle) || cabundle.length === 0) {
    throw new TypeError('cabundle is not a list of certificates');
  }
  const pcrs = new Map<number, Uint8Array>();
  for (const [index, value] of map(doc.get('pcrs'), 'pcrs')) {
    if (typeof index !== 'number') throw new TypeError('PCR index is not a number');
    pcrs.set(index, bytes(value, `PCR${index}`));
  }
  return {
    signedBytes: encode(['Signature1', protectedBytes, new Uint8Array(0), payload]),
    signature,
    moduleId,
    timestamp,
    pcrs,
    certificate: bytes(doc.get('certificate'), 'certificate'),
    cabundle: cabundle.map((der, i) => bytes(der, `cabundle[${i}]`)),
    publicKey: bytes(doc.get('public_key'), 'public_key'),
    userData: bytes(doc.get('user_data'), 'user_data'),
  };
}
