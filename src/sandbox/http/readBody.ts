import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { ServiceError } from '../serviceError.js';
import { BufferedRequest } from './bufferedRequest.js';

/** Reads a request body as UTF-8 text, refusing more than `maxBytes` (413) before buffering it. */
export async function readBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => bodyTooLarge(maxBytes);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  // The HTTP server's requests: bytes already in hand, no stream to set up and read.
  const held = request instanceof BufferedRequest ? request.heldBytes() : undefined;
  if (held !== undefined) {
    if (held.byteLength > maxBytes) throw tooLarge();
    return decodeUtf8(held);
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decodeUtf8(bytes);
}

/** The 413 of a body over the limit. */
export function bodyTooLarge(maxBytes: number): ServiceError {
  return new ServiceError(
    GrpcCode.RESOURCE_EXHAUSTED,
    `request body exceeds ${maxBytes} bytes`,
    [{ field: '(body)', description: 'too large' }],
    413,
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 text of a body; a body that is not UTF-8 is refused (400). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw ServiceError.invalid('request body is not valid UTF-8');
  }
}
