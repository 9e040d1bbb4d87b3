import { describe, expect, it } from 'vitest';
import { generateSessionKeyPair } from './generateSessionKeyPair.js';

describe('generateSessionKeyPair', () => {
  it('makes a non-extractable ECDSA P-256 private key', async () => {
    const { privateKey, publicKey } = await generateSessionKeyPair();
    expect(privateKey.extractable).toBe(false);
    expect(privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' });
    expect(privateKey.usages).toEqual(['sign']);
    for (const format of ['pkcs8', 'jwk'] as const) {
      await expect(crypto.subtle.exportKey(format, privateKey)).rejects.toThrow();
    }
    expect(publicKey.extractable).toBe(true);
    expect(new Uint8Array(await crypto.subtle.exportKey('raw', publicKey))).toHaveLength(65);
  });

  it('uses the injected crypto', async () => {
    let calls = 0;
    const injected = {
      getRandomValues: crypto.getRandomValues.bind(crypto),
      subtle: {
        generateKey: (...args: Parameters<SubtleCrypto['generateKey']>) => {
          calls++;
          return crypto.subtle.generateKey(...args);
        },
      } as SubtleCrypto,
    } as Crypto;
    await generateSessionKeyPair(injected);
    expect(calls).toBe(1);
  });
});
