import { GrpcCode } from 'embedded-wallet-kit/protocol';
import { ServiceError } from '../serviceError.js';
import type { SandboxRequest } from './sandboxRequest.js';

/**
 * A request body as UTF-8 text, refusing more than `maxBytes` (413). The entrances have read
 * the body under the sandbox-wide `maxBodyBytes` already; a route with a smaller limit (the
 * proxy configuration's 64 KB) is checked here, its declared `Content-Length` first.
 */
export function readBody(request: SandboxRequest, maxBytes: number): string {
  const declared = Number(request.header('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw bodyTooLarge(maxBytes);
  const body = request.body;
  if (body === undefined) return '';
  if (body.byteLength > maxBytes) throw bodyTooLarge(maxBytes);
  return decodeUtf8(body);
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
