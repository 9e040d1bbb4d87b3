import { clientAddressOf } from './clientAddress.js';
import { bodyTooLarge } from './readBody.js';
import { SandboxRequest } from './sandboxRequest.js';

/**
 * Reads a web `Request` (the `handler(Request)` entrance: tests, `src/testing`, fetch mocks)
 * into the pipeline's `SandboxRequest`, under the same body rules as the HTTP server: a declared
 * `Content-Length` over `maxBytes` is refused before anything is read, a streamed body as soon
 * as it grows past it (413, `bodyTooLarge`).
 */
export async function fromWebRequest(request: Request, maxBytes: number): Promise<SandboxRequest> {
  const headers: Record<string, string> = {};
  // Fetch's `Headers` gives names lower-case with repeats already joined ("sort and combine");
  // other implementations (happy-dom's, in React tests) keep the case a header was set with, so
  // names are lower-cased here and any repeat joined with ", " as Fetch would.
  request.headers.forEach((value, name) => {
    const key = name.toLowerCase();
    headers[key] = Object.hasOwn(headers, key) ? `${headers[key]}, ${value}` : value;
  });
  const method = request.method;
  return new SandboxRequest({
    method,
    url: new URL(request.url),
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : await readWebBody(request, maxBytes),
    clientAddress: clientAddressOf(request),
  });
}

async function readWebBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw bodyTooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
