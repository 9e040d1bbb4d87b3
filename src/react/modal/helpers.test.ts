import { describe, expect, it } from 'vitest';
import { KitError } from '../../core/index.js';
import { defaultStrings } from './defaultStrings.js';
import { describeFailure, errorMessage } from './failures/describeFailure.js';
import { formatString } from './formatString.js';
import { offeredLoginMethods } from './offeredLoginMethods.js';
import { toE164 } from './toE164.js';

describe('toE164', () => {
  it.each([
    ['1', '(555) 123-4567', '+15551234567'],
    ['44', '07700 900123', '+447700900123'],
    ['49', '+49 30 1234567', '+49301234567'],
    ['33', '0033 6 12 34 56 78', '+33612345678'],
  ])('+%s and "%s" is %s', (country, typed, e164) => {
    expect(toE164(country, typed)).toBe(e164);
  });

  it.each([
    ['1', '123'],
    ['1', ''],
    ['44', '+0 1234 5678'],
    ['1', '1234567890123456'],
    ['1', 'call me'],
  ])('refuses +%s "%s"', (country, typed) => {
    expect(toE164(country, typed)).toBeUndefined();
  });
});

describe('offeredLoginMethods', () => {
  const base = { enabledProviders: [], sessionExpirationSeconds: '900', organizationId: 'o' };

  it('reads the enabled methods in the modal order, with the client defaults', () => {
    const methods = offeredLoginMethods({
      ...base,
      enabledProviders: ['discord', 'email', 'google', 'passkey', 'wallet', 'apple'],
    });
    expect(methods).toEqual({
      email: true,
      sms: false,
      passkey: true,
      wallet: true,
      oauth: ['google', 'apple', 'discord'],
      // The production kit's default order: the social row, the fields, passkey, wallets.
      order: ['socials', 'email', 'passkey', 'wallet'],
      // wire-details: otpAlphanumeric defaults to true, otpLength to "6".
      otpLength: 6,
      otpAlphanumeric: true,
      appName: undefined,
      logoUrl: undefined,
    });
  });

  it('takes the OTP format and app name from the config, the app overrides name and logo', () => {
    const config = { ...base, otpLength: '9', otpAlphanumeric: false, appName: 'Acme' };
    expect(offeredLoginMethods(config)).toMatchObject({
      otpLength: 9,
      otpAlphanumeric: false,
      appName: 'Acme',
    });
    expect(
      offeredLoginMethods(config, { appName: 'Mine', logoUrl: 'https://x.test/l.png' }),
    ).toMatchObject({
      appName: 'Mine',
      logoUrl: 'https://x.test/l.png',
    });
    expect(offeredLoginMethods({ ...base, otpLength: '42' }).otpLength).toBe(6);
    // An empty name or logo is no override.
    expect(offeredLoginMethods(config, { appName: '' }).appName).toBe('Acme');
  });

  const all = {
    ...base,
    enabledProviders: ['email', 'sms', 'passkey', 'wallet', 'google', 'apple', 'x', 'discord'],
  };

  it('orders the sections and the social logins as the app asks (ui.methodOrder, ui.oauthOrder)', () => {
    const methods = offeredLoginMethods(all, {
      methodOrder: ['passkey', 'email', 'socials', 'wallet', 'sms'],
      oauthOrder: ['discord', 'google', 'x', 'apple'],
    });
    expect(methods.order).toEqual(['passkey', 'email', 'socials', 'wallet', 'sms']);
    expect(methods.oauth).toEqual(['discord', 'google', 'x', 'apple']);
  });

  it('shows only what the orders list: one method alone', () => {
    const passkeyOnly = offeredLoginMethods(all, { methodOrder: ['passkey'] });
    expect(passkeyOnly).toMatchObject({
      order: ['passkey'],
      email: false,
      sms: false,
      wallet: false,
      passkey: true,
      oauth: [],
    });
    const googleOnly = offeredLoginMethods(all, {
      methodOrder: ['socials'],
      oauthOrder: ['google'],
    });
    expect(googleOnly).toMatchObject({ order: ['socials'], oauth: ['google'], email: false });
  });

  it('lists only what the configuration enables, each once, whatever the app asks', () => {
    const methods = offeredLoginMethods(
      { ...base, enabledProviders: ['email', 'google'] },
      {
        methodOrder: ['sms', 'email', 'email', 'wallet', 'socials'],
        oauthOrder: ['x', 'google', 'google'],
      },
    );
    expect(methods.order).toEqual(['email', 'socials']);
    expect(methods.oauth).toEqual(['google']);
    // No enabled social login: no social row, even when ordered.
    expect(offeredLoginMethods(all, { oauthOrder: [] }).order).toEqual([
      'email',
      'sms',
      'passkey',
      'wallet',
    ]);
  });
});

describe('errorMessage', () => {
  const err = (code: ConstructorParameters<typeof KitError>[0]) => new KitError(code, 'x');

  it('reads a wrong or expired code as such at the code step', () => {
    expect(errorMessage(err('UNAUTHENTICATED'), 'verify', defaultStrings)).toBe(
      defaultStrings.errorCodeInvalid,
    );
    expect(errorMessage(err('FAILED_PRECONDITION'), 'verify', defaultStrings)).toBe(
      defaultStrings.errorCodeExpired,
    );
  });

  it('maps transport, platform and security failures to their sentences', () => {
    expect(errorMessage(err('NETWORK_ERROR'), 'send', defaultStrings)).toBe(
      defaultStrings.errorNetwork,
    );
    expect(errorMessage(err('POPUP_BLOCKED'), 'oauth', defaultStrings)).toBe(
      defaultStrings.errorPopupBlocked,
    );
    expect(errorMessage(err('NOT_FOUND'), 'passkey', defaultStrings)).toBe(
      defaultStrings.errorPasskeyNotFound,
    );
    expect(errorMessage(err('UNTRUSTED_KEY'), 'verify', defaultStrings)).toBe(
      defaultStrings.errorSecurity,
    );
    expect(errorMessage(new Error('boom'), 'other', defaultStrings)).toBe(
      defaultStrings.errorGeneric,
    );
  });

  it("says how far the device's clock is off in the unit that reads best, {minutes} kept", () => {
    const skew = (minutes: number) =>
      new KitError('CLOCK_SKEW', 'clock', { details: { offsetMs: minutes * 60_000, minutes } });
    const said = (minutes: number, strings = defaultStrings) =>
      errorMessage(skew(minutes), 'verify', strings);
    expect(said(12)).toBe('Your device’s clock is off by about 12 min. Correct it and try again.');
    expect(said(119)).toContain('about 119 min.');
    expect(said(300)).toContain('about 5 h.');
    expect(said(2870)).toContain('about 2 days.');
    const older = { ...defaultStrings, errorClockSkew: 'Uhr falsch um {minutes} Minuten.' };
    expect(said(2870, older)).toBe('Uhr falsch um 2870 Minuten.');
  });

  it('uses the replaced strings', () => {
    const strings = { ...defaultStrings, errorNetwork: 'Keine Verbindung.' };
    expect(errorMessage(err('NETWORK_ERROR'), 'send', strings)).toBe('Keine Verbindung.');
  });
});

describe('formatString', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatString('Character {index} of {length}', { index: 2, length: 6 })).toBe(
      'Character 2 of 6',
    );
    expect(formatString('Hi {nobody}', {})).toBe('Hi {nobody}');
  });
});

describe('describeFailure', () => {
  const base = {
    strings: defaultStrings,
    now: 1_000,
    passkeySeen: false,
    canRedirect: false,
  };
  const code = { kind: 'show', screen: { name: 'methods' } } as const;
  const failure = (error: unknown, more: Partial<Parameters<typeof describeFailure>[1]>) =>
    describeFailure(error, { ...base, step: 'verify', retry: code, ...more });

  it('a wrong code stays on the code screen; a used-up one asks for a new code; a lockout gives its wait', () => {
    expect(failure(new KitError('UNAUTHENTICATED', 'Invalid OTP code'), {})).toMatchObject({
      message: defaultStrings.errorCodeInvalid,
      code: { kind: 'wrong' },
    });
    expect(failure(new KitError('RESOURCE_EXHAUSTED', 'request a new one'), {})).toMatchObject({
      message:
        'This code was entered wrongly too many times and no longer works. Get a new code below.',
      code: { kind: 'dead' },
      face: 'codeUsed',
    });
    const locked = failure(
      new KitError('RESOURCE_EXHAUSTED', 'locked', { details: { retryAfterSeconds: 600 } }),
      {},
    );
    expect(locked).toMatchObject({
      message:
        'For your safety, codes are paused after too many wrong tries. You can get a new code in 10 min.',
      code: { kind: 'wait', until: 601_000 },
      face: 'tooManyTries',
    });
    // The app's own words win over the defaults loaded with the chunk.
    expect(
      failure(new KitError('RESOURCE_EXHAUSTED', 'x'), {
        strings: {
          ...defaultStrings,
          errorCodeSpent: 'Nouveau code, s’il vous plaît.',
        } as typeof defaultStrings,
      }).message,
    ).toBe('Nouveau code, s’il vous plaît.');
  });

  it('a passkey prompt that ended: create one first when none is known here, try again first when one is', () => {
    const cancelled = new KitError('USER_CANCELLED', 'NotAllowedError');
    const login = { kind: 'passkeyLogin' } as const;
    const none = failure(cancelled, { step: 'passkey', retry: login });
    expect(none.actions.map((a) => a.label)).toEqual(['Create a passkey', 'Try again']);
    const seen = failure(cancelled, { step: 'passkey', retry: login, passkeySeen: true });
    expect(seen.actions.map((a) => a.label)).toEqual(['Try again', 'Create a passkey']);
    expect(seen.actions[0]?.retry).toBe(login);
  });

  it('a blocked popup offers the redirect only where the app has a page for it', () => {
    const blocked = new KitError('POPUP_BLOCKED', 'blocked');
    const oauth = { kind: 'oauth', provider: 'google' } as const;
    expect(failure(blocked, { step: 'oauth', retry: oauth }).actions.map((a) => a.label)).toEqual([
      'Try again',
    ]);
    expect(
      failure(blocked, { step: 'oauth', retry: oauth, canRedirect: true }).actions.map(
        (a) => a.retry,
      ),
    ).toEqual([
      { ...oauth, mode: 'redirect' },
      { ...oauth, mode: 'popup' },
    ]);
  });
});
