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

describe('KitError.walk', () => {
  const root = new TypeError('Failed to fetch');
  const transport = new TransportError('NETWORK_ERROR', 'offline', { cause: root });
  const top = new SignedApiError('INTERNAL', 'submit failed', { cause: transport });

  it('finds the first error of the cause chain the predicate accepts, this one included', () => {
    expect(top.walk((e) => e instanceof TransportError)).toBe(transport);
    expect(top.walk((e) => e instanceof TypeError)).toBe(root);
    expect(top.walk((e) => e instanceof KitError)).toBe(top);
    const found = top.walk((e): e is TransportError => e instanceof TransportError);
    expect(found?.code).toBe('NETWORK_ERROR');
  });

  it('answers undefined when nothing matches, and the innermost cause without a predicate', () => {
    expect(top.walk((e) => e instanceof RangeError)).toBeUndefined();
    expect(top.walk()).toBe(root);
    expect(new KitError('INTERNAL', 'alone').walk()).toBeInstanceOf(KitError);
    // A cause that is no error at all still ends the walk.
    expect(new KitError('INTERNAL', 'x', { cause: 'a string' }).walk()).toBe('a string');
  });

  it('stops on a cyclic chain', () => {
    const a = new KitError('INTERNAL', 'a');
    const b = new KitError('INTERNAL', 'b', { cause: a });
    Object.defineProperty(a, 'cause', { value: b });
    expect(a.walk()).toBe(b);
    expect(a.walk((e) => e === 'never')).toBeUndefined();
  });
});
