/**
 * WebCrypto takes `BufferSource`, which TypeScript (5.7+) types as ArrayBuffer-backed only. Our
 * bytes always are; copy in the rare case they are not rather than cast blindly.
 */
export function asBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}
