import { describe, expect, it } from 'vitest';
import { ServiceError } from '../serviceError.js';
import { errorReply, jsonReply } from './jsonReply.js';
import { toWebResponse } from './toWebResponse.js';

describe('toWebResponse', () => {
  it('makes a JSON reply a Response with its status, headers and text', async () => {
    const response = toWebResponse(
      jsonReply(201, { a: 'é' }, { 'access-control-allow-origin': '*' }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ a: 'é' });
  });

  it('keeps each Set-Cookie of a list apart, and bytes as they are', async () => {
    const response = toWebResponse({
      status: 303,
      headers: { location: '/next', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/x'] },
      body: new Uint8Array([104, 105]),
    });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/x']);
    expect(response.headers.get('location')).toBe('/next');
    expect(await response.text()).toBe('hi');
  });

  it('gives a body-less reply no body', async () => {
    const response = toWebResponse({ status: 204, headers: { vary: 'Origin' }, body: null });
    expect(response.body).toBeNull();
    expect(response.headers.get('content-type')).toBeNull();
  });

  it('answers errors as {code, message, details} with their status', async () => {
    const response = toWebResponse(errorReply(ServiceError.notFound('no such thing')));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 5, message: 'no such thing', details: [] });
  });
});
