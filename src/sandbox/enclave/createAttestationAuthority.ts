import { nodeCrypto } from './nodeCrypto.js';
import * as x509 from './x509.js';

/**
 * The sandbox's stand-in for the AWS Nitro attestation PKI (wire-details, "Boot proofs"): a
 * P-384 root and one intermediate, made at first start and kept in the data dir. Each enclave
 * boot gets a leaf from the intermediate (`createBootProof`). Plain strings, so it persists as
 * JSON with the other enclave keys. The root's private key is not kept: nothing signs with it
 * after the intermediate is issued.
 */
export interface AttestationAuthority {
  /** PEM; published as `trustedKeys.attestationRootCertificate`. */
  rootCertificate: string;
  /** base64 DER. */
  intermediateCertificate: string;
  /** base64 PKCS#8 DER of the intermediate's P-384 key. */
  intermediatePrivateKey: string;
}

export const ES384: EcdsaParams & EcKeyGenParams = {
  name: 'ECDSA',
  namedCurve: 'P-384',
  hash: 'SHA-384',
};
const YEAR_MS = 365 * 24 * 3600_000;
const b64 = (bytes: ArrayBuffer) => Buffer.from(bytes).toString('base64');

/** 16 random bytes, the first fixed at 01 so the DER INTEGER stays positive (RFC 5280 4.1.2.2). */
export const randomSerial = () =>
  `01${Buffer.from(crypto.getRandomValues(new Uint8Array(15))).toString('hex')}`;

/** Names in the shape of the Nitro PKI's, marked as the sandbox's. */
export const nitroStyleName = (cn: string) => `C=US, O=embedded-wallet-kit, OU=sandbox, CN=${cn}`;

export async function createAttestationAuthority(now: number): Promise<AttestationAuthority> {
  const rootKeys = await nodeCrypto.subtle.generateKey(ES384, true, ['sign', 'verify']);
  const root = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: randomSerial(),
      name: nitroStyleName('sandbox.nitro-enclaves'),
      notBefore: new Date(now - 24 * 3600_000),
      notAfter: new Date(now + 30 * YEAR_MS),
      signingAlgorithm: ES384,
      keys: rootKeys,
      extensions: [
        new x509.BasicConstraintsExtension(true, undefined, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
          true,
        ),
      ],
    },
    nodeCrypto,
  );
  const intermediateKeys = await nodeCrypto.subtle.generateKey(ES384, true, ['sign', 'verify']);
  const intermediate = await x509.X509CertificateGenerator.create(
    {
      serialNumber: randomSerial(),
      subject: nitroStyleName('sandbox.intermediate.nitro-enclaves'),
      issuer: root.subject,
      notBefore: new Date(now - 24 * 3600_000),
      notAfter: new Date(now + 10 * YEAR_MS),
      signingAlgorithm: ES384,
      publicKey: intermediateKeys.publicKey,
      signingKey: rootKeys.privateKey,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(
          x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
          true,
        ),
      ],
    },
    nodeCrypto,
  );
  return {
    rootCertificate: root.toString('pem'),
    intermediateCertificate: b64(intermediate.rawData),
    intermediatePrivateKey: b64(
      await nodeCrypto.subtle.exportKey('pkcs8', intermediateKeys.privateKey),
    ),
  };
}
