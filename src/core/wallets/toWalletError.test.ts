import { describe, expect, it } from 'vitest';
import { KitError } from '../errors/kitError.js';
import { toWalletError } from './toWalletError.js';

describe('toWalletError', () => {
  it('treats EIP-1193 4001 and wallet-standard rejections as USER_CANCELLED', () => {
    const causes = [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      { code: 4001, message: 'anything' },
      new Error('User rejected the request.'),
      Object.assign(new Error('nope'), { name: 'WalletSignMessageRejectedError' }),
      new Error('Transaction cancelled'),
    ];
    for (const cause of causes) {
      expect(toWalletError(cause, 'sign').code, String(cause)).toBe('USER_CANCELLED');
    }
    expect(toWalletError(causes[0], 'sign').details).toEqual({ providerCode: 4001 });
  });

  it('names other failures, keeping the provider code and the cause', () => {
    const cause = Object.assign(new Error('Request already pending'), { code: -32002 });
    const error = toWalletError(cause, 'connect');
    expect(error.code).toBe('WALLET_FAILED');
    expect(error.details).toEqual({ providerCode: -32002 });
    expect(error.cause).toBe(cause);
    expect(toWalletError({ code: 4200 }, 'sign').code).toBe('WALLET_UNSUPPORTED');
    for (const odd of [undefined, null, 'string', 42]) {
      expect(toWalletError(odd, 'sign').code).toBe('WALLET_FAILED');
    }
  });

  it('passes kit errors through', () => {
    const error = new KitError('TIMEOUT', 'slow');
    expect(toWalletError(error, 'sign')).toBe(error);
  });
});
