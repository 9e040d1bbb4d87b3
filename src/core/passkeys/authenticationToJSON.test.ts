import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_AUTHENTICATION_JSON,
  CHROMIUM_CREATION_OPTIONS,
  chromiumAuthenticationCredential,
} from '../../../test/support/core/webAuthnFixtures.js';
import { authenticationToJSON } from './authenticationToJSON.js';

describe('authenticationToJSON', () => {
  it("equals Chromium's own toJSON() of a real assertion, field for field", () => {
    const json = authenticationToJSON(chromiumAuthenticationCredential());
    expect(JSON.parse(JSON.stringify(json))).toStrictEqual(CHROMIUM_AUTHENTICATION_JSON);
    // The user handle is the user.id the passkey was made with.
    expect(json.response.userHandle).toBe(CHROMIUM_CREATION_OPTIONS.user.id);
  });

  it('leaves out userHandle when the authenticator gave none', () => {
    const credential = chromiumAuthenticationCredential();
    (credential.response as unknown as Record<string, unknown>).userHandle = null;
    const json = JSON.parse(JSON.stringify(authenticationToJSON(credential)));
    expect(Object.keys(json.response).sort()).toEqual([
      'authenticatorData',
      'clientDataJSON',
      'signature',
    ]);
  });
});
