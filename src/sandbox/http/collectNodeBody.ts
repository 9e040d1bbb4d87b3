import type { IncomingMessage } from 'node:http';
import type { UploadBudget, UploadRefusal } from './uploadBudget.js';

export interface CollectedBody {
  /** The whole body; `undefined` when it is larger than `maxBytes` (declared or streamed). */
  done(body: Buffer | undefined): void;
  /** Refused mid-way: over a client's or the server's budget of unfinished bodies, or stalled. */
  refused(reason: UploadRefusal | 'stalled'): void;
  /** The body never ends: a stream error, or a client that disconnected mid-body. */
  failed(): void;
}

/**
 * Buffers a request body under the server's limits: `maxBytes` for one body (a larger one is
 * refused as soon as it is declared or streamed, never held), and the `budget` of unfinished
 * bodies per client and in total, whose sweep also drops a body that stalls. What a body holds
 * is released the moment it ends, is refused or breaks off. Callbacks rather than a promise:
 * the reply of a small query is then written in the turn its body ends.
 */
export function collectNodeBody(
  req: IncomingMessage,
  maxBytes: number,
  budget: UploadBudget,
  on: CollectedBody,
): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    on.done(undefined);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const settle = (): boolean => {
    if (settled) return false;
    settled = true;
    req.off('data', onData);
    budget.close(upload);
    return true;
  };
  const upload = budget.open(req.socket.remoteAddress ?? 'unknown', () => {
    if (settle()) on.refused('stalled');
  });
  const onData = (chunk: Buffer) => {
    if (settled) return;
    size += chunk.length;
    if (size > maxBytes) {
      settle();
      on.done(undefined);
      return;
    }
    const refusal = budget.take(upload, chunk.length);
    if (refusal) {
      settle();
      on.refused(refusal);
      return;
    }
    chunks.push(chunk);
  };
  req.on('data', onData);
  req.on('end', () => {
    if (!settle()) return;
    on.done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
  });
  const fail = () => {
    if (settle()) on.failed();
  };
  req.on('error', fail);
  // After 'end' this does nothing: it runs on every request.
  req.on('close', fail);
}
