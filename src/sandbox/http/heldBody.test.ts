import { describe, expect, it } from 'vitest';
import { BufferedRequest } from './bufferedRequest.js';
import { BufferedResponse } from './bufferedResponse.js';

/** The buffered messages must read exactly as web ones built with the same body. */
const bytes = () => new TextEncoder().encode('{"a":"é"}');

const request = () =>
  new BufferedRequest(
    'http://localhost/x',
    { method: 'POST', headers: { 'content-type': 'application/json' } },
    bytes(),
  );
const response = () =>
  new BufferedResponse('{"a":"é"}', {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });

describe('BufferedRequest and BufferedResponse', () => {
  it('are web messages whose body methods give the held content once', async () => {
    for (const make of [request, response]) {
      const message = make();
      expect(message).toBeInstanceOf(make === request ? Request : Response);
      expect(message.bodyUsed).toBe(false);
      expect(await message.json()).toEqual({ a: 'é' });
      expect(message.bodyUsed).toBe(true);
      await expect(message.text()).rejects.toThrow(TypeError);
      expect(new TextDecoder().decode(await make().arrayBuffer())).toBe('{"a":"é"}');
      expect(await (await make().blob()).text()).toBe('{"a":"é"}');
      expect((await make().blob()).type).toBe('application/json');
    }
  });

  it('make a stream on demand, read through it like any body', async () => {
    for (const make of [request, response]) {
      const message = make();
      const stream = message.body;
      expect(message.body).toBe(stream);
      expect(await new Response(stream).text()).toBe('{"a":"é"}');
      expect(message.bodyUsed).toBe(true);
    }
    const streamed = response();
    expect(await new Response(streamed.body).json()).toEqual({ a: 'é' });
    await expect(streamed.text()).rejects.toThrow(TypeError);
  });

  it('clone with their body, and hand the held content to a writer only while unread', async () => {
    const req = request();
    expect(req.heldBytes()).toEqual(bytes());
    const copy = req.clone();
    expect(copy.method).toBe('POST');
    expect(copy.headers.get('content-type')).toBe('application/json');
    expect(await copy.text()).toBe('{"a":"é"}');
    expect(await req.text()).toBe('{"a":"é"}');
    expect(req.heldBytes()).toBeUndefined();
    expect(() => req.clone()).toThrow(TypeError);

    const res = response();
    expect(res.heldText()).toBe('{"a":"é"}');
    const resCopy = res.clone();
    expect(resCopy.status).toBe(201);
    expect(await resCopy.json()).toEqual({ a: 'é' });
    void res.body;
    expect(res.heldText()).toBeUndefined();
  });

  it('read form bodies as the web classes do', async () => {
    const form = new BufferedRequest(
      'http://localhost/x',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      new TextEncoder().encode('a=1&b=two'),
    );
    const data = await form.formData();
    expect(data.get('b')).toBe('two');
  });
});
