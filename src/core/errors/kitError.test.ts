import { describe, expect, it } from 'vitest';
import { CryptoCheckError } from './cryptoCheckError.js';
import { isKitError } from './isKitError.js';
import { KitError } from './kitError.js';
import { ProxyError } from './proxyError.js';
import { SignedApiError } from './signedApiError.js';
import { StampError } from './stampError.js';
import { TransportError } from './transportError.js';
import { WebAuthnError } from './webAuthnError.js';

describe('KitError', () => {
  it('carries code, shortMessage, details and cause', () => {
    const cause = new TypeError('boom');
    const e = new KitError('INVALID_ARGUMENT', 'bad input', { details: { field: 'x' }, cause });
    expect(e).toBeInstanceOf(Error);
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.shortMessage).toBe('bad input');
    expect(e.message).toBe('bad input [INVALID_ARGUMENT]');
    expect(e.details).toEqual({ field: 'x' });
    expect(e.cause).toBe(cause);
    expect(e.name).toBe('KitError');
  });

  it('defaults details to an empty record and leaves cause unset', () => {
    const e = new KitError('INTERNAL', 'oops');
    expect(e.details).toEqual({});
    expect('cause' in e).toBe(false);
  });

  it.each([
    [new ProxyError('NOT_FOUND', 'x'), 'ProxyError'],
    [new SignedApiError('PERMISSION_DENIED', 'x'), 'SignedApiError'],
    [new StampError('INVALID_ARGUMENT', 'x'), 'StampError'],
    [new WebAuthnError('USER_CANCELLED', 'x'), 'WebAuthnError'],
    [new CryptoCheckError('UNTRUSTED_KEY', 'x'), 'CryptoCheckError'],
    [new TransportError('TIMEOUT', 'x'), 'TransportError'],
  ])('%s is a KitError named %s', (e, name) => {
    expect(e).toBeInstanceOf(KitError);
    expect(e.name).toBe(name);
    expect(isKitError(e)).toBe(true);
  });
});

describe('isKitError', () => {
  it('matches by code when one is given', () => {
    const e: unknown = new WebAuthnError('USER_CANCELLED', 'closed');
    expect(isKitError(e, 'USER_CANCELLED')).toBe(true);
    expect(isKitError(e, 'TIMEOUT')).toBe(false);
    if (isKitError(e, 'USER_CANCELLED')) {
      const code: 'USER_CANCELLED' = e.code;
      expect(code).toBe('USER_CANCELLED');
    }
  });

  it('refuses plain errors and non-errors', () => {
    expect(isKitError(new Error('x'))).toBe(false);
    expect(isKitError({ code: 'TIMEOUT' })).toBe(false);
    expect(isKitError(undefined)).toBe(false);
  });
});
