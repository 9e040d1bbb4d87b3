import { describe, expect, it } from 'vitest';
import type { ApiKey, User } from '../../protocol/records.js';
import { foreignCredentials } from './foreignCredentials.js';

const at = { seconds: '1700000000', nanos: '0' };
const WALLET = '02'.padEnd(66, 'a');

const apiKey = (
  apiKeyId: string,
  publicKey: string,
  type: ApiKey['credential']['type'],
  expirationSeconds?: string,
): ApiKey => ({
  credential: { publicKey, type },
  apiKeyId,
  apiKeyName: apiKeyId,
  createdAt: at,
  updatedAt: at,
  ...(expirationSeconds === undefined ? {} : { expirationSeconds }),
});

const user = (extra: Partial<User> = {}): User => ({
  userId: 'u',
  userName: 'Wallet user',
  authenticators: [],
  apiKeys: [apiKey('wallet', WALLET, 'CREDENTIAL_TYPE_API_KEY_SECP256K1')],
  userTags: [],
  oauthProviders: [],
  createdAt: at,
  updatedAt: at,
  mfaPolicies: [],
  ...extra,
});

describe('foreignCredentials', () => {
  const own = new Set(['03aa', '03cc']);
  const isOwn = (publicKey: string) => own.has(publicKey);

  it("is empty for the wallet's key and the keys this browser made (its sessions, its signup key)", () => {
    const mine = user({
      apiKeys: [
        apiKey('wallet', WALLET.toUpperCase(), 'CREDENTIAL_TYPE_API_KEY_SECP256K1'),
        apiKey('session', '03aa', 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256', '900'),
        apiKey('signup', '03cc', 'CREDENTIAL_TYPE_API_KEY_P256', '60'),
      ],
    });
    expect(foreignCredentials(mine, WALLET, isOwn)).toEqual([]);
  });

  it("names the sessions and short-lived keys this browser did not make (a squatter's)", () => {
    const squatted = user({
      apiKeys: [
        apiKey('wallet', WALLET, 'CREDENTIAL_TYPE_API_KEY_SECP256K1'),
        apiKey('their session', '03bb', 'CREDENTIAL_TYPE_READ_WRITE_SESSION_KEY_P256', '900'),
        apiKey('their profile', '03bc', 'CREDENTIAL_TYPE_LOGIN', '900'),
        apiKey('their 60 s key', '03dd', 'CREDENTIAL_TYPE_API_KEY_P256', '60'),
      ],
    });
    expect(foreignCredentials(squatted, WALLET, isOwn)).toEqual([
      { kind: 'session', id: 'their session', name: 'their session' },
      { kind: 'session', id: 'their profile', name: 'their profile' },
      { kind: 'apiKey', id: 'their 60 s key', name: 'their 60 s key' },
    ]);
  });

  it('names every other way in: a longer-lived key, a passkey, an OAuth identity, contacts', () => {
    const shared = user({
      apiKeys: [
        apiKey('wallet', WALLET, 'CREDENTIAL_TYPE_API_KEY_SECP256K1'),
        apiKey('forever', '03dd', 'CREDENTIAL_TYPE_API_KEY_P256'),
        apiKey('an hour', '03ee', 'CREDENTIAL_TYPE_API_KEY_P256', '3600'),
      ],
      authenticators: [
        { authenticatorId: 'pk', authenticatorName: 'Laptop' } as User['authenticators'][number],
      ],
      oauthProviders: [
        { providerId: 'g', providerName: 'google' } as User['oauthProviders'][number],
      ],
      userEmail: 'someone@example.com',
      userPhoneNumber: '+15550100000',
    });
    expect(foreignCredentials(shared, WALLET, isOwn)).toEqual([
      { kind: 'apiKey', id: 'forever', name: 'forever' },
      { kind: 'apiKey', id: 'an hour', name: 'an hour' },
      { kind: 'authenticator', id: 'pk', name: 'Laptop' },
      { kind: 'oauthProvider', id: 'g', name: 'google' },
      { kind: 'email' },
      { kind: 'phoneNumber' },
    ]);
  });
});
