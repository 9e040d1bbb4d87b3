import { describe, expect, it } from 'vitest';
import { KitError } from '../../core/index.js';
import { passkeyMissingOf } from './passkeyMissingOf.js';

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
