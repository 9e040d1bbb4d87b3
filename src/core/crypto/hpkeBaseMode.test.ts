import { Aes256Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToBytes } from '../../protocol/encoding.js';
import { hpkeContext } from '../../sandbox/enclave/hpkeContext.js';
import { generateExportTargetKeyPair } from './generateExportTargetKeyPair.js';
import { openHpke, setupHpkeSender } from './hpkeBaseMode.js';

// @hpke/core (a second WebCrypto implementation, tested against the RFC 9180 vectors) and the
// sandbox's Node-crypto key schedule hold ours to the RFC; the production package's
// hpkeEncrypt/hpkeDecrypt meet it in encryptOtpCode, decryptExportBundle and the import tests.
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

  it("derives the sandbox's key and base nonce (its key schedule is Node's HMAC)", async () => {
    const receiver = await receiverPair();
    const info = new TextEncoder().encode('turnkey_hpke');
    const sender = await setupHpkeSender(receiver.raw, info);
    const aad = new Uint8Array([1, 2, 3]);
    const ciphertext = await sender.seal(new Uint8Array([42]), aad);
    const encKey = await crypto.subtle.importKey('raw', sender.enc, ECDH, false, []);
    const dh = await crypto.subtle.deriveBits(
      { name: 'ECDH', public: encKey },
      receiver.pair.privateKey,
      256,
    );
    const { key, nonce } = hpkeContext(new Uint8Array(dh), sender.enc, receiver.raw, info);
    const aes = await crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, [
      'decrypt',
    ]);
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(nonce), additionalData: aad },
      aes,
      ciphertext,
    );
    expect(new Uint8Array(opened)).toEqual(new Uint8Array([42]));
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
