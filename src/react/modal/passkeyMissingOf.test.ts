import { describe, expect, it } from 'vitest';
import { KitError } from '../../core/index.js';
import { loginOrMissing, passkeyMissingOf } from './passkeyMissingOf.js';

describe('passkeyMissingOf', () => {
  it('reads a prompt that ended without a passkey, and a passkey of no account, as missing', () => {
    expect(passkeyMissingOf(new KitError('USER_CANCELLED', 'x'))).toBe('noPasskey');
    expect(passkeyMissingOf(new KitError('NOT_FOUND', 'x'))).toBe('noAccount');
  });

  it('leaves every other failure a failure', () => {
    expect(passkeyMissingOf(new KitError('WEBAUTHN_FAILED', 'x'))).toBeUndefined();
    expect(passkeyMissingOf(new KitError('NETWORK_ERROR', 'x'))).toBeUndefined();
    expect(passkeyMissingOf(new Error('NOT_FOUND'))).toBeUndefined();
  });
});

describe('loginOrMissing', () => {
  const signal = new AbortController().signal;

  it('answers the login, or which passkey is missing', async () => {
    await expect(loginOrMissing(async () => 'result', signal)).resolves.toBe('result');
    const none = () => Promise.reject(new KitError('USER_CANCELLED', 'x'));
    await expect(loginOrMissing(none, signal)).resolves.toBe('noPasskey');
  });

  it('throws any other failure, and a cancelled wait even with no passkey', async () => {
    const failed = () => Promise.reject(new KitError('WEBAUTHN_FAILED', 'x'));
    await expect(loginOrMissing(failed, signal)).rejects.toMatchObject({ code: 'WEBAUTHN_FAILED' });
    const cancelled = new AbortController();
    cancelled.abort();
    const none = () => Promise.reject(new KitError('USER_CANCELLED', 'x'));
    await expect(loginOrMissing(none, cancelled.signal)).rejects.toMatchObject({
      code: 'USER_CANCELLED',
    });
  });
});
