import { type CborValue, readCbor, sigStructure } from './readCbor.js';

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

const bytes = (value: CborValue | undefined, what: string): Uint8Array => {
  if (!(value instanceof Uint8Array)) throw new TypeError(`${what} is not a byte string`);
  return value;
};
const map = (value: CborValue | undefined, what: string): Map<number | string, CborValue> => {
  if (!(value instanceof Map)) throw new TypeError(`${what} is not a map`);
  return value;
};

/**
 * Decodes a COSE_Sign1 attestation document (`readCbor`, the CBOR subset Nitro documents use),
 * checking its shape only: the protected header says ES384, every field the check reads has its
 * documented type. Throws a TypeError otherwise; the caller refuses with `ATTESTATION_MALFORMED`.
 */
export function decodeAttestationDocument(cose: Uint8Array): AttestationDocument {
  const outer = readCbor(cose);
  if (!Array.isArray(outer) || outer.length !== 4) throw new TypeError('not a COSE_Sign1');
  const protectedBytes = bytes(outer[0], 'protected header');
  const payload = bytes(outer[2], 'payload');
  const signature = bytes(outer[3], 'signature');
  if (map(readCbor(protectedBytes), 'protected header').get(ALG) !== ES384) {
    throw new TypeError('protected header does not name ES384');
  }
  const doc = map(readCbor(payload), 'payload');
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
    signedBytes: sigStructure(protectedBytes, payload),
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
