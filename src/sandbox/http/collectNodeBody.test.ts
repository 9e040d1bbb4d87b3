/**
 * Unfinished request bodies under the HTTP server's limits, over real sockets:
 * a client that sends part of a body and stalls, and clients that hold more than their share.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../startSandbox.js';

const KB = 1024;
// One sandbox that waits 300 ms for a stalled body, one with small budgets (and the default
// 10 s stall timeout, so that its held bodies are refused for their size alone).
let stalling: RunningSandbox;
let budgeted: RunningSandbox;
beforeAll(async () => {
  stalling = await startSandbox({ port: 0, memory: true, uploads: { stallTimeoutMs: 300 } });
  budgeted = await startSandbox({
    port: 0,
    memory: true,
    uploads: { maxPendingBytes: 80 * KB, maxPendingBytesPerClient: 64 * KB },
  });
});
afterAll(async () => {
  await stalling.close();
  await budgeted.close();
});

interface OpenUpload {
  socket: Socket;
  /** Everything the server wrote, once it closed the connection. */
  answer: Promise<{ status: number; body: string }>;
}

/**
 * A POST that declares `declared` bytes and sends `sent` of them, from `localAddress` (another
 * loopback address is another client).
 */
async function startUpload(
  sandbox: RunningSandbox,
  declared: number,
  sent: number,
  localAddress = '127.0.0.1',
): Promise<OpenUpload> {
  const port = Number(new URL(sandbox.url).port);
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
  socket.write(
    `POST /public/v1/query/whoami HTTP/1.1\r\nHost: localhost:${port}\r\n` +
      `Content-Type: application/json\r\nConnection: close\r\nContent-Length: ${declared}\r\n\r\n`,
  );
  await new Promise<void>((resolve) => socket.write(Buffer.alloc(sent, 0x20), () => resolve()));
  return { socket, answer };
}

describe('startSandbox: unfinished request bodies', () => {
  it('answers a body that stalls 408 within seconds and closes its connection', async () => {
    const upload = await startUpload(stalling, 10 * KB, 4 * KB);
    const { status, body } = await upload.answer;
    expect(status).toBe(408);
    expect(JSON.parse(body)).toMatchObject({ code: 4, message: expect.stringContaining('stall') });
  });

  it("refuses (429) a client's body past its share of unfinished bodies; the others go on", async () => {
    const first = await startUpload(budgeted, 60 * KB, 40 * KB);
    const second = await startUpload(budgeted, 60 * KB, 40 * KB);
    const refused = await second.answer;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 8 });
    // The first body is still taken: finished, it reaches the signed API (which wants a stamp).
    first.socket.end(Buffer.alloc(20 * KB, 0x20));
    expect((await first.answer).status).toBe(400);
  });

  it('refuses (503) a body past the whole budget, whoever sends it', async () => {
    const first = await startUpload(budgeted, 60 * KB, 50 * KB, '127.0.0.1');
    const second = await startUpload(budgeted, 60 * KB, 50 * KB, '127.0.0.2');
    const refused = await second.answer;
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 14 });
    first.socket.destroy();
  });
});
