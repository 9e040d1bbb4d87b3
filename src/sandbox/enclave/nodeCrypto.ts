import { webcrypto } from 'node:crypto';
import { types } from 'node:util';

/**
 * Node's own WebCrypto, taking buffers of any realm. A test environment such as Vitest's `jsdom`
 * replaces the globals `ArrayBuffer` and `Uint8Array` with those of the DOM's realm, and Node's
 * `SubtleCrypto` refuses an `ArrayBuffer` of another realm ("3rd argument is not instance of
 * ArrayBuffer"). Libraries that build their input with `new ArrayBuffer` (`@peculiar/x509`'s
 * ASN.1 encoder) then fail. Every buffer argument is copied into a Node `Buffer` here, so the
 * sandbox signs the same bytes under `node`, `jsdom` and `happy-dom`.
 */
function nodeBytes(value: unknown): unknown {
  if (types.isAnyArrayBuffer(value)) return Buffer.from(new Uint8Array(value as ArrayBuffer));
  if (ArrayBuffer.isView(value)) {
    return Buffer.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
  }
  return value;
}

/** A `SubtleCrypto` method of Node's, its buffer arguments copied into Node's realm first. */
const nodeMethod =
  <K extends keyof SubtleCrypto>(name: K) =>
  (...args: unknown[]): unknown =>
    (webcrypto.subtle[name] as (...a: unknown[]) => unknown).apply(
      webcrypto.subtle,
      args.map(nodeBytes),
    );

/** Every method of `SubtleCrypto` (W3C Web Cryptography, section 14), spelled out. */
const subtle = {
  decrypt: nodeMethod('decrypt'),
  deriveBits: nodeMethod('deriveBits'),
  deriveKey: nodeMethod('deriveKey'),
  digest: nodeMethod('digest'),
  encrypt: nodeMethod('encrypt'),
  exportKey: nodeMethod('exportKey'),
  generateKey: nodeMethod('generateKey'),
  importKey: nodeMethod('importKey'),
  sign: nodeMethod('sign'),
  unwrapKey: nodeMethod('unwrapKey'),
  verify: nodeMethod('verify'),
  wrapKey: nodeMethod('wrapKey'),
};

export const nodeCrypto = {
  subtle,
  getRandomValues: <T extends ArrayBufferView | null>(array: T): T =>
    webcrypto.getRandomValues(array as never) as T,
  randomUUID: () => webcrypto.randomUUID(),
} as unknown as Crypto;
