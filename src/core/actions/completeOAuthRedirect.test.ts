import { describe, expect, it } from 'vitest';
import { OAUTH_MESSAGE_TYPE, OAUTH_PENDING_KEY, OAUTH_RESULT_KEY } from '../oauth/oauthMessages.js';
import { createMemoryStorage } from '../platform/createMemoryStorage.js';
import { completeOAuthRedirect } from './completeOAuthRedirect.js';

describe('completeOAuthRedirect', () => {
  it('posts the answer to the opener, addressed to its own origin only, and closes', () => {
    const posted: { message: unknown; origin: string }[] = [];
    let closed = false;
    const outcome = completeOAuthRedirect({
      url: 'https://app.test/cb?ignored=1#id_token=t.o.k&state=s1',
      opener: { postMessage: (message, origin) => posted.push({ message, origin }) },
      close: () => {
        closed = true;
      },
    });
    expect(outcome).toBe('popup');
    expect(closed).toBe(true);
    expect(posted).toEqual([
      {
        message: { type: OAUTH_MESSAGE_TYPE, result: { state: 's1', idToken: 't.o.k' } },
        origin: 'https://app.test',
      },
    ]);
  });

  it('reads a code and errors from the query', () => {
    const posted: unknown[] = [];
    completeOAuthRedirect({
      url: 'https://app.test/cb?error=access_denied&error_description=no&state=s',
      opener: { postMessage: (m) => posted.push(m) },
      close: () => {},
    });
    expect(posted[0]).toMatchObject({
      result: { state: 's', error: 'access_denied', errorDescription: 'no' },
    });
  });

  it('without an opener keeps the answer for resumeOAuthRedirect and goes back', () => {
    const storage = createMemoryStorage();
    storage.setItem(OAUTH_PENDING_KEY, JSON.stringify({ returnTo: 'https://app.test/login' }));
    const went: string[] = [];
    const outcome = completeOAuthRedirect({
      url: 'https://app.test/cb?code=c&state=s',
      opener: null,
      storage,
      navigate: (u) => went.push(u),
    });
    expect(outcome).toBe('redirect');
    expect(JSON.parse(storage.getItem(OAUTH_RESULT_KEY) ?? '')).toEqual({ code: 'c', state: 's' });
    expect(went).toEqual(['https://app.test/login']);
  });

  it('on the page the login started from, stays and takes the answer out of the URL', () => {
    const storage = createMemoryStorage();
    storage.setItem(OAUTH_PENDING_KEY, JSON.stringify({ returnTo: 'https://app.test/?tab=1' }));
    const went: string[] = [];
    const replaced: string[] = [];
    const outcome = completeOAuthRedirect({
      url: 'https://app.test/?tab=1#id_token=t.o.k&state=s',
      opener: null,
      storage,
      navigate: (u) => went.push(u),
      replaceUrl: (u) => replaced.push(u),
    });
    expect(outcome).toBe('redirect');
    expect(went).toEqual([]);
    expect(replaced).toEqual(['https://app.test/?tab=1']);
    // Without a pending login to go back to, only the answer's parameters go.
    storage.removeItem(OAUTH_PENDING_KEY);
    completeOAuthRedirect({
      url: 'https://app.test/cb?tab=2&code=c&state=s#x',
      opener: null,
      storage,
      replaceUrl: (u) => replaced.push(u),
    });
    expect(replaced[1]).toBe('https://app.test/cb?tab=2');
  });

  it('does nothing on a page without an OAuth answer', () => {
    expect(completeOAuthRedirect({ url: 'https://app.test/cb', opener: null })).toBe('none');
  });
});
