import { describe, expect, it } from 'vitest';
import { GrpcCode, httpStatusFor } from '../../protocol/grpcCodes.js';
import { KitError } from './kitError.js';
import { kitErrorFromWire } from './kitErrorFromWire.js';
import { ProxyError } from './proxyError.js';
import { SignedApiError } from './signedApiError.js';

describe('kitErrorFromWire', () => {
  it.each(Object.entries(GrpcCode))('maps gRPC %s to its kit code', (name, grpc) => {
    const e = kitErrorFromWire(httpStatusFor(grpc), { code: grpc, message: 'm', details: [] });
    const expected: Record<string, string> = {
      DEADLINE_EXCEEDED: 'TIMEOUT',
      UNIMPLEMENTED: 'UNSUPPORTED',
    };
    expect(e.code).toBe(expected[name] ?? name);
  });

  it('keeps the message, status, gRPC code and server details', () => {
    const cause = new Error('raw');
    const e = kitErrorFromWire(
      429,
      { code: 8, message: 'too many OTP attempts', details: [{ retryAfter: '30s' }] },
      cause,
    );
    expect(e).toBeInstanceOf(KitError);
    expect(e.code).toBe('RESOURCE_EXHAUSTED');
    expect(e.shortMessage).toBe('too many OTP attempts');
    expect(e.details).toEqual({ status: 429, grpcCode: 8, serverDetails: [{ retryAfter: '30s' }] });
    expect(e.cause).toBe(cause);
  });

  it("keeps how long the answer's Retry-After asks to wait, in seconds", () => {
    const answer = (value: string) =>
      new Response('{}', { status: 429, headers: { 'Retry-After': value } });
    const body = { code: 8, message: 'too many wrong codes' };
    expect(kitErrorFromWire(429, body, answer('120')).details).toMatchObject({
      retryAfterSeconds: 120,
    });
    // The HTTP-date form, and nonsense, are left out.
    for (const value of ['Wed, 21 Oct 2015 07:28:00 GMT', '-5', '1.5']) {
      expect(kitErrorFromWire(429, body, answer(value)).details).not.toHaveProperty(
        'retryAfterSeconds',
      );
    }
  });

  it('prefers the body code over the HTTP status', () => {
    expect(kitErrorFromWire(400, { code: 9, message: 'x' }).code).toBe('FAILED_PRECONDITION');
  });

  it.each([
    [401, 'UNAUTHENTICATED'],
    [403, 'PERMISSION_DENIED'],
    [404, 'NOT_FOUND'],
    [412, 'FAILED_PRECONDITION'],
    [503, 'UNAVAILABLE'],
    [418, 'HTTP_ERROR'],
  ])('falls back to HTTP status %i when the body is not a wire error', (status, code) => {
    const e = kitErrorFromWire(status, '<html>bad gateway</html>');
    expect(e.code).toBe(code);
    expect(e.shortMessage).toBe(`request failed with HTTP status ${status}`);
    expect(e.details).toEqual({ status, grpcCode: undefined, serverDetails: [] });
  });

  it('falls back to the HTTP status for gRPC codes the services do not send', () => {
    expect(kitErrorFromWire(500, { code: 2, message: 'unknown' }).code).toBe('INTERNAL');
    expect(kitErrorFromWire(400, { code: 11, message: 'out of range' }).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect(kitErrorFromWire(502, { code: 99, message: 'x' }).code).toBe('HTTP_ERROR');
    // A key of Object.prototype is no code.
    expect(kitErrorFromWire(502, { code: 0, message: 'x' }).code).toBe('HTTP_ERROR');
  });

  it('builds the requested subclass', () => {
    const p = kitErrorFromWire(404, { code: 5, message: 'no otp' }, undefined, ProxyError);
    expect(p).toBeInstanceOf(ProxyError);
    expect(p.name).toBe('ProxyError');
    const s = kitErrorFromWire(401, { code: 16, message: 'x' }, undefined, SignedApiError);
    expect(s).toBeInstanceOf(SignedApiError);
    expect(s.code).toBe('UNAUTHENTICATED');
  });
});
