import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from '../../protocol/encoding.js';
import type { CryptoLike } from './cryptoLike.js';
import { generateExportTargetKeyPair } from './generateExportTargetKeyPair.js';
import { type HpkeAead, openHpke, setupHpkeSender } from './hpkeBaseMode.js';

// @hpke/core (a second WebCrypto implementation, tested against the RFC 9180 vectors) holds ours
// to the RFC; the sandbox's Node-crypto key schedule meets it in
// test/integration/core/crypto/hpkeSandboxKeySchedule.test.ts, the production package's
// hpkeEncrypt/hpkeDecrypt in encryptOtpCode, decryptExportBundle and the import tests.
const reference = new CipherSuite({
  kem: new DhkemP256HkdfSha256(),
  kdf: new HkdfSha256(),
  aead: new Aes256Gcm(),
});

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

/** A receiver's ECDH pair, as an export's target key is made, and its uncompressed bytes. */
async function receiverPair() {
  const { keyPair, publicKeyUncompressed } = await generateExportTargetKeyPair();
  return { pair: keyPair, raw: hexToBytes(publicKeyUncompressed) };
}

const bytes = (max: number) => fc.uint8Array({ minLength: 0, maxLength: max });

describe('HPKE base mode, DHKEM(P-256, HKDF-SHA256) / HKDF-SHA256 / AES-256-GCM', () => {
  it('seals what @hpke/core opens, for any info, AAD and plaintext', async () => {
    await fc.assert(
      fc.asyncProperty(bytes(40), bytes(140), bytes(300), async (info, aad, plaintext) => {
        const receiver = await receiverPair();
        const sender = await setupHpkeSender(receiver.raw, info);
        const ciphertext = await sender.seal(plaintext, aad);
        const opened = await reference.open(
          { recipientKey: receiver.pair, enc: sender.enc, info },
          ciphertext,
          aad,
        );
        expect(new Uint8Array(opened)).toEqual(plaintext);
      }),
      { numRuns: 25 },
    );
  });

  it('opens what @hpke/core seals, for any info, AAD and plaintext', async () => {
    await fc.assert(
      fc.asyncProperty(bytes(40), bytes(140), bytes(300), async (info, aad, plaintext) => {
        const receiver = await receiverPair();
        const recipientPublicKey = await reference.kem.deserializePublicKey(receiver.raw);
        const { enc, ct } = await reference.seal({ recipientPublicKey, info }, plaintext, aad);
        const opened = await openHpke({
          receiver: receiver.pair,
          receiverPublic: receiver.raw,
          enc: new Uint8Array(enc),
          ciphertext: new Uint8Array(ct),
          info,
          aad,
        });
        expect(opened).toEqual(plaintext);
      }),
      { numRuns: 25 },
    );
  });

  it('seals one message per context: a second would reuse the nonce', async () => {
    const receiver = await receiverPair();
    const sender = await setupHpkeSender(receiver.raw, new Uint8Array());
    await sender.seal(new Uint8Array([1]), new Uint8Array());
    await expect(sender.seal(new Uint8Array([2]), new Uint8Array())).rejects.toThrow(
      /one message only/,
    );
  });

  it('refuses to open when the ciphertext, the AAD, enc or info was changed', async () => {
    const receiver = await receiverPair();
    const info = new Uint8Array([7]);
    const aad = new Uint8Array([8]);
    const sender = await setupHpkeSender(receiver.raw, info);
    const ciphertext = await sender.seal(new Uint8Array([1, 2, 3]), aad);
    const args = { receiver: receiver.pair, receiverPublic: receiver.raw, enc: sender.enc };
    const flipped = ciphertext.slice();
    flipped[0]! ^= 1;
    const otherEnc = (await receiverPair()).raw;
    await expect(openHpke({ ...args, ciphertext, info, aad })).resolves.toEqual(
      new Uint8Array([1, 2, 3]),
    );
    for (const changed of [
      { ciphertext: flipped, info, aad },
      { ciphertext, info, aad: new Uint8Array([9]) },
      { ciphertext, info: new Uint8Array([6]), aad },
      { ciphertext, info, aad, enc: otherEnc },
    ]) {
      await expect(openHpke({ ...args, ...changed })).rejects.toThrow();
    }
  });

  it('takes P-256 public keys uncompressed only, and on the curve', async () => {
    const receiver = await receiverPair();
    const compressed = Uint8Array.of(2 + (receiver.raw[64]! & 1), ...receiver.raw.subarray(1, 33));
    await expect(setupHpkeSender(compressed, new Uint8Array())).rejects.toThrow(/uncompressed/);
    const offCurve = receiver.raw.slice();
    offCurve[64]! ^= 1;
    await expect(setupHpkeSender(offCurve, new Uint8Array())).rejects.toThrow();
  });
});

/**
 * RFC 9180's own known-answer vector A.3.1: DHKEM(P-256, HKDF-SHA256), HKDF-SHA256, AES-128-GCM,
 * base mode, the suite of the wire but for the AEAD's key length (the RFC's appendix publishes no
 * P-256 vector with AES-256-GCM; the copy of the CFRG's test-vectors.json that has one is from a
 * draft before the RFC's labels, and `@hpke/core` refuses it too). The key, the base nonce and
 * the context's first message (sequence 0, the only one a context of ours seals or opens).
 */
const A31 = {
  info: '4f6465206f6e2061204772656369616e2055726e',
  skRm: 'f3ce7fdae57e1a310d87f1ebbde6f328be0a99cdbcadf4d6589cf29de4b8ffd2',
  pkRm: '04fe8c19ce0905191ebc298a9245792531f26f0cece2460639e8bc39cb7f706a826a779b4cf969b8a0e539c7f62fb3d30ad6aa8f80e30f1d128aafd68a2ce72ea0',
  skEm: '4995788ef4b9d6132b249ce59a77281493eb39af373d236a1fe415cb0c2d7beb',
  enc: '04a92719c6195d5085104f469a8b9814d5838ff72b60501e2c4466e5e67b325ac98536d7b61a1af4b78e5b7f951c0900be863c403ce65c9bfcb9382657222d18c4',
  key: '868c066ef58aae6dc589b6cfdd18f97e',
  nonce: '4e0bc5018beba4bf004cca59',
  aad: '436f756e742d30',
  plaintext: '4265617574792069732074727574682c20747275746820626561757479',
  ciphertext:
    '5ad590bb8baa577f8619db35a36311226a896e7342a6d836d8b7bcd2f20b6c7f9076ac232e3ab2523f39513434',
};

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A P-256 ECDH pair from a vector's private scalar and uncompressed public point. */
async function vectorPair(secretHex: string, publicHex: string): Promise<CryptoKeyPair> {
  const point = hexToBytes(publicHex);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: b64url(point.subarray(1, 33)),
    y: b64url(point.subarray(33)),
  };
  const [privateKey, publicKey] = await Promise.all([
    crypto.subtle.importKey('jwk', { ...jwk, d: b64url(hexToBytes(secretHex)) }, ECDH, false, [
      'deriveBits',
    ]),
    crypto.subtle.importKey('jwk', jwk, ECDH, true, []),
  ]);
  return { privateKey, publicKey };
}

describe("RFC 9180's known answers (A.3.1: DHKEM(P-256, HKDF-SHA256), HKDF-SHA256)", () => {
  it('seals: enc and the first ciphertext, from the ephemeral key of the vector', async () => {
    const ephemeral = await vectorPair(A31.skEm, A31.enc);
    // WebCrypto with the vector's ephemeral pair in place of a fresh one (SetupBaseS's only
    // random input, RFC 9180 section 5.1.1).
    const subtle = crypto.subtle;
    const fixed: CryptoLike = {
      getRandomValues: (array) => crypto.getRandomValues(array),
      subtle: new Proxy(subtle, {
        get: (target, name) =>
          name === 'generateKey'
            ? async () => ephemeral
            : (Reflect.get(target, name) as (...args: unknown[]) => unknown).bind(target),
      }),
    };
    const sender = await setupHpkeSender(
      hexToBytes(A31.pkRm),
      hexToBytes(A31.info),
      fixed,
      'AES-128-GCM',
    );
    expect(bytesToHex(sender.enc)).toBe(A31.enc);
    const sealed = await sender.seal(hexToBytes(A31.plaintext), hexToBytes(A31.aad));
    expect(bytesToHex(sealed)).toBe(A31.ciphertext);
  });

  /** Opens the vector's first ciphertext with its receiver key, under `aead`. */
  const openVector = async (aead?: HpkeAead) =>
    openHpke({
      receiver: await vectorPair(A31.skRm, A31.pkRm),
      receiverPublic: hexToBytes(A31.pkRm),
      enc: hexToBytes(A31.enc),
      ciphertext: hexToBytes(A31.ciphertext),
      info: hexToBytes(A31.info),
      aad: hexToBytes(A31.aad),
      ...(aead ? { aead } : {}),
    });

  it("opens the vector's first ciphertext with the receiver's key", async () => {
    expect(bytesToHex(await openVector('AES-128-GCM'))).toBe(A31.plaintext);
  });

  it("refuses the vector under the wire's AEAD: the suite id is part of every label", async () => {
    await expect(openVector()).rejects.toThrow();
  });
});
