import { GrpcCode } from '../../protocol/grpcCodes.js';
import { ServiceError } from '../ServiceError.js';

/** Reads a request body as UTF-8 text, refusing more than `maxBytes` (413) before buffering it. */
export async function readBody(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new ServiceError(
      GrpcCode.RESOURCE_EXHAUSTED,
      `request body exceeds ${maxBytes} bytes`,
      [{ field: '(body)', description: 'too large' }],
      413,
    );
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
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
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw ServiceError.invalid('request body is not valid UTF-8');
  }
}
