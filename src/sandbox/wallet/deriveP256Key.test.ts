import { p256 } from '@noble/curves/nist.js';
import { bytesToHex, hexToBytes } from 'embedded-wallet-kit/protocol/internal';
import { describe, expect, it } from 'vitest';
import { deriveP256Key } from './deriveP256Key.js';

const SEED_1 = hexToBytes('000102030405060708090a0b0c0d0e0f');

/** SLIP-10 "Test vector 1 for nist256p1": chain code, private, public. */
const VECTOR_1: Array<[string, string, string, string]> = [
  [
    'm',
    'beeb672fe4621673f722f38529c07392fecaa61015c80c34f29ce8b41b3cb6ea',
    '612091aaa12e22dd2abef664f8a01a82cae99ad7441b7ef8110424915c268bc2',
    '0266874dc6ade47b3ecd096745ca09bcd29638dd52c2c12117b11ed3e458cfa9e8',
  ],
  [
    "m/0'",
    '3460cea53e6a6bb5fb391eeef3237ffd8724bf0a40e94943c98b83825342ee11',
    '6939694369114c67917a182c59ddb8cafc3004e63ca5d3b84403ba8613debc0c',
    '0384610f5ecffe8fda089363a41f56a5c7ffc1d81b59a612d0d649b2d22355590c',
  ],
  [
    "m/0'/1",
    '4187afff1aafa8445010097fb99d23aee9f599450c7bd140b6826ac22ba21d0c',
    '284e9d38d07d21e4e281b645089a94f4cf5a5a81369acf151a1c3a57f18b2129',
    '03526c63f8d0b4bbbf9c80df553fe66742df4676b241dabefdef67733e070f6844',
  ],
  [
    "m/0'/1/2'",
    '98c7514f562e64e74170cc3cf304ee1ce54d6b6da4f880f313e8204c2a185318',
    '694596e8a54f252c960eb771a3c41e7e32496d03b954aeb90f61635b8e092aa7',
    '0359cf160040778a4b14c5f4d7b76e327ccc8c4a6086dd9451b7482b5a4972dda0',
  ],
  [
    "m/0'/1/2'/2",
    'ba96f776a5c3907d7fd48bde5620ee374d4acfd540378476019eab70790c63a0',
    '5996c37fd3dd2679039b23ed6f70b506c6b56b3cb5e424681fb0fa64caf82aaa',
    '029f871f4cb9e1c97f9f4de9ccd0d4a2f2a171110c61178f84430062230833ff20',
  ],
  [
    "m/0'/1/2'/2/1000000000",
    'b9b7b82d326bb9cb5b5b121066feea4eb93d5241103c9e7a18aad40f1dde8059',
    '21c4f269ef0a5fd1badf47eeacebeeaa3de22eb8e5b0adcd0f27dd99d34d0119',
    '02216cd26d31147f72427a453c443ed2cde8a1e53c9cc44e5ddf739725413fe3f4',
  ],
];

/** SLIP-10 "Test vector 2 for nist256p1", first levels (normal child first). */
const VECTOR_2_SEED = hexToBytes(
  'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542',
);
const VECTOR_2: Array<[string, string, string]> = [
  [
    'm/0',
    '84e9c258bb8557a40e0d041115b376dd55eda99c0042ce29e81ebe4efed9b86a',
    'd7d065f63a62624888500cdb4f88b6d59c2927fee9e6d0cdff9cad555884df6e',
  ],
  [
    "m/0/2147483647'",
    'f235b2bc5c04606ca9c30027a84f353acf4e4683edbd11f635d0dcc1cd106ea6',
    '96d2ec9316746a75e7793684ed01e3d51194d81a42a3276858a5b7376d4b94b9',
  ],
];

describe('deriveP256Key (SLIP-10 nist256p1)', () => {
  it.each(VECTOR_1)(
    'matches SLIP-10 test vector 1 at %s',
    (path, chainCode, privateKey, publicKey) => {
      const key = deriveP256Key(SEED_1, path);
      expect(bytesToHex(key.chainCode)).toBe(chainCode);
      expect(bytesToHex(key.privateKey)).toBe(privateKey);
      expect(bytesToHex(key.publicKey)).toBe(publicKey);
    },
  );

  it.each(VECTOR_2)('matches SLIP-10 test vector 2 at %s', (path, chainCode, privateKey) => {
    const key = deriveP256Key(VECTOR_2_SEED, path);
    expect(bytesToHex(key.chainCode)).toBe(chainCode);
    expect(bytesToHex(key.privateKey)).toBe(privateKey);
  });

  it('retries an invalid child key as SLIP-10 says ("Test derivation retry for nist256p1")', () => {
    const hardened = deriveP256Key(SEED_1, "m/28578'");
    expect(bytesToHex(hardened.chainCode)).toBe(
      'e94c8ebe30c2250a14713212f6449b20f3329105ea15b652ca5bdfc68f6c65c2',
    );
    expect(bytesToHex(hardened.privateKey)).toBe(
      '06f0db126f023755d0b8d86d4591718a5210dd8d024e3e14b6159d63f53aa669',
    );
    const normal = deriveP256Key(SEED_1, "m/28578'/33941");
    expect(bytesToHex(normal.chainCode)).toBe(
      '9e87fe95031f14736774cd82f25fd885065cb7c358c1edf813c72af535e83071',
    );
    expect(bytesToHex(normal.privateKey)).toBe(
      '092154eed4af83e078ff9b84322015aefe5769e31270f62c3f66c33888335f3a',
    );
    expect(bytesToHex(normal.publicKey)).toBe(
      '0235bfee614c0d5b2cae260000bb1d0d84b270099ad790022c1ae0b2e782efe120',
    );
  });

  it('retries an invalid master key as SLIP-10 says ("Test seed retry for nist256p1")', () => {
    const key = deriveP256Key(
      hexToBytes('a7305bc8df8d0951f0cb224c0e95d7707cbdf2c6ce7e8d481fec69c7ff5e9446'),
      'm',
    );
    expect(bytesToHex(key.chainCode)).toBe(
      '7762f9729fed06121fd13f326884c82f59aa95c57ac492ce8c9654e60efd130c',
    );
    expect(bytesToHex(key.privateKey)).toBe(
      '3b8c18469a4634517d6d0b65448f8e6c62091b45540a1743c5846be55d47d88f',
    );
    expect(bytesToHex(key.publicKey)).toBe(
      '0383619fadcde31063d8c5cb00dbfe1713f3e6fa169d8541a798752a1c1ca0cb20',
    );
  });

  it('returns a key pair that signs and verifies on P-256', () => {
    const key = deriveP256Key(SEED_1, "m/44'/0'/0'/0/0");
    const message = new TextEncoder().encode('sandbox');
    const signature = p256.sign(message, key.privateKey);
    expect(p256.verify(signature, message, key.publicKey)).toBe(true);
  });

  it('refuses short seeds and malformed paths', () => {
    expect(() => deriveP256Key(new Uint8Array(8), 'm')).toThrow(/16 to 64 bytes/);
    expect(() => deriveP256Key(SEED_1, 'm/x')).toThrow(/invalid derivation path/);
  });
});
