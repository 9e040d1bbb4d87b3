import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHROMIUM_AUTHENTICATION_JSON,
  CHROMIUM_REGISTRATION,
  CHROMIUM_REQUEST_OPTIONS,
  chromiumAuthenticationCredential,
} from '../../../test/support/core/webAuthnFixtures.js';
import { base64urlEncode } from '../../protocol/encoding.js';
import { getCredential } from './getCredential.js';

const bytes = (source: BufferSource | undefined) =>
  base64urlEncode(new Uint8Array(source as ArrayBuffer));

/** `navigator.credentials` answering the Chromium vectors, keeping what it was asked. */
function browser() {
  const asked: { get?: CredentialRequestOptions } = {};
  vi.stubGlobal('PublicKeyCredential', class {});
  vi.stubGlobal('navigator', {
    credentials: {
      get: async (options: CredentialRequestOptions) => {
        asked.get = options;
        return chromiumAuthenticationCredential();
      },
    },
  });
  return asked;
}

describe('getCredential (the default port, JSON in and out)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('get: the browser gets decoded options and a signal; the answer is L3 JSON', async () => {
    const asked = browser();
    const json = await getCredential({
      ...CHROMIUM_REQUEST_OPTIONS,
      allowCredentials: [{ id: CHROMIUM_REGISTRATION.id, type: 'public-key' }],
    });
    expect(JSON.parse(JSON.stringify(json))).toStrictEqual(CHROMIUM_AUTHENTICATION_JSON);
    expect(asked.get?.signal).toBeInstanceOf(AbortSignal);
    expect(bytes(asked.get?.publicKey?.challenge)).toBe(CHROMIUM_REQUEST_OPTIONS.challenge);
    expect(asked.get?.publicKey?.allowCredentials?.map((d) => bytes(d.id))).toEqual([
      CHROMIUM_REGISTRATION.id,
    ]);
  });
});
