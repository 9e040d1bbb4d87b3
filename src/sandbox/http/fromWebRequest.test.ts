import { describe, expect, it } from 'vitest';
import { ServiceError } from '../serviceError.js';
import { withClientAddress } from './clientAddress.js';
import { fromWebRequest } from './fromWebRequest.js';

const url = 'http://localhost:8787/public/v1/query/whoami?x=1';

describe('fromWebRequest', () => {
  it('takes method, URL, headers (any case, repeats joined) and the body bytes', async () => {
    const headers = new Headers({ 'Content-Type': 'application/json', 'X-Stamp': 'abc' });
    headers.append('accept', 'text/html');
    headers.append('Accept', 'application/json');
    const request = await fromWebRequest(
      new Request(url, { method: 'POST', headers, body: '{"a":"é"}' }),
      1024,
    );
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/public/v1/query/whoami');
    expect(request.url.searchParams.get('x')).toBe('1');
    expect(request.header('x-stamp')).toBe('abc');
    expect(request.header('X-Stamp')).toBe('abc');
    expect(request.header('accept')).toBe('text/html, application/json');
    expect(request.header('origin')).toBeNull();
    expect(new TextDecoder().decode(request.body)).toBe('{"a":"é"}');
    expect(request.clientAddress).toBeUndefined();
  });

  it('lower-cases names from a Headers that keeps their case (happy-dom, in React tests)', async () => {
    const request = new Request(url, { method: 'POST', body: '{}' });
    // happy-dom's Headers yields names as they were set, and repeats one by one.
    const entries: [string, string][] = [
      ['X-Auth-Proxy-Config-ID', 'cfg'],
      ['Accept', 'text/html'],
      ['accept', 'application/json'],
    ];
    Object.defineProperty(request, 'headers', {
      value: {
        forEach: (each: (value: string, name: string) => void) => {
          for (const [name, value] of entries) each(value, name);
        },
        get: () => null,
      },
    });
    const read = await fromWebRequest(request, 1024);
    expect(read.header('x-auth-proxy-config-id')).toBe('cfg');
    expect(read.headers).toEqual({
      'x-auth-proxy-config-id': 'cfg',
      accept: 'text/html, application/json',
    });
  });

  it('gives GET no body, and a POST without one an empty one', async () => {
    expect((await fromWebRequest(new Request(url), 1024)).body).toBeUndefined();
    const post = await fromWebRequest(new Request(url, { method: 'POST' }), 1024);
    expect(post.body).toEqual(new Uint8Array(0));
  });

  it('refuses a body over the limit (413), declared or streamed, without reading it all', async () => {
    const declared = new Request(url, {
      method: 'POST',
      headers: { 'content-length': '5000' },
      body: 'x'.repeat(10),
    });
    await expect(fromWebRequest(declared, 1024)).rejects.toMatchObject({ httpStatus: 413 });
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls++;
        controller.enqueue(new Uint8Array(300));
      },
    });
    const streamed = new Request(url, {
      method: 'POST',
      body: endless,
      duplex: 'half',
    } as RequestInit);
    const refusal = await fromWebRequest(streamed, 1024).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).httpStatus).toBe(413);
    expect(pulls).toBeLessThan(10);
  });

  it('carries the address a caller recorded with withClientAddress', async () => {
    const request = withClientAddress(new Request(url), '198.51.100.7');
    expect((await fromWebRequest(request, 1024)).clientAddress).toBe('198.51.100.7');
  });
});
