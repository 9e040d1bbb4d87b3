import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/createMemoryStorage.js';
import { createKnownAccounts } from './knownAccounts.js';

const ada = { otpType: 'OTP_TYPE_EMAIL', contact: 'ada@example.com' } as const;
const google = { issuer: 'https://accounts.google.com', subject: '42', audience: 'app' };

describe('createKnownAccounts', () => {
  it('remembers and forgets identities, keeping digests only', async () => {
    const storage = createMemoryStorage();
    const known = createKnownAccounts({ storage, storageKey: 'k' });
    expect(await known.has(ada)).toBe(false);
    await known.remember(ada);
    await known.remember(google);
    expect(await known.has(ada)).toBe(true);
    expect(await known.has(google)).toBe(true);
    expect(await known.has({ ...ada, otpType: 'OTP_TYPE_SMS' })).toBe(false);
    const stored = storage.getItem('k') ?? '';
    expect(stored).not.toContain('ada');
    expect(JSON.parse(stored)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.any(String),
    ]);
    await known.forget(ada);
    expect(await known.has(ada)).toBe(false);
    expect(await known.has(google)).toBe(true);
    await known.forget(google);
    expect(storage.getItem('k')).toBeNull();
  });

  it('keeps the newest `limit`, and reads anything else in its key as nothing known', async () => {
    const storage = createMemoryStorage();
    const known = createKnownAccounts({ storage, storageKey: 'k', limit: 2 });
    for (const contact of ['a@x.io', 'b@x.io', 'c@x.io']) {
      await known.remember({ otpType: 'OTP_TYPE_EMAIL', contact });
    }
    expect(await known.has({ otpType: 'OTP_TYPE_EMAIL', contact: 'a@x.io' })).toBe(false);
    expect(await known.has({ otpType: 'OTP_TYPE_EMAIL', contact: 'c@x.io' })).toBe(true);
    storage.setItem('k', '{not json');
    expect(await known.has({ otpType: 'OTP_TYPE_EMAIL', contact: 'c@x.io' })).toBe(false);
    await known.remember(ada);
    expect(await known.has(ada)).toBe(true);
  });
});
