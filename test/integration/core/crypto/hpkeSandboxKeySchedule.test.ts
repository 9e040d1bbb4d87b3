import { describe, expect, it } from 'vitest';
import { generateExportTargetKeyPair } from '../../../../src/core/crypto/generateExportTargetKeyPair.js';
import { setupHpkeSender } from '../../../../src/core/crypto/hpkeBaseMode.js';
import { hexToBytes } from '../../../../src/protocol/encoding.js';
import { hpkeContext } from '../../../../src/sandbox/enclave/hpkeContext.js';

// The client's WebCrypto HPKE sender against the sandbox's own key schedule (Node's HMAC): what
// the kit seals, the sandbox's enclave opens (RFC 9180, section 5.1).
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

describe('HPKE base mode: the kit and the sandbox', () => {
  it("derives the sandbox's key and base nonce (its key schedule is Node's HMAC)", async () => {
    const { keyPair, publicKeyUncompressed } = await generateExportTargetKeyPair();
    const receiver = { pair: keyPair, raw: hexToBytes(publicKeyUncompressed) };
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
});
