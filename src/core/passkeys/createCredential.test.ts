import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHROMIUM_CREATION_OPTIONS,
  CHROMIUM_REGISTRATION,
  CHROMIUM_REGISTRATION_JSON,
  chromiumRegistrationCredential,
} from '../../../test/support/core/webAuthnFixtures.js';
import { base64urlEncode } from '../../protocol/encoding.js';
import { createCredential } from './createCredential.js';

const bytes = (source: BufferSource | undefined) =>
  base64urlEncode(new Uint8Array(source as ArrayBuffer));

/** `navigator.credentials` answering the Chromium vectors, keeping what it was asked. */
function browser() {
  const asked: { create?: CredentialCreationOptions } = {};
  vi.stubGlobal('PublicKeyCredential', class {});
  vi.stubGlobal('navigator', {
    credentials: {
      create: async (options: CredentialCreationOptions) => {
        asked.create = options;
        return chromiumRegistrationCredential();
      },
    },
  });
  return asked;
}

describe('createCredential (the default port, JSON in and out)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('create: the browser gets decoded options and a signal; the answer is L3 JSON', async () => {
    const asked = browser();
    const json = await createCredential({
      ...CHROMIUM_CREATION_OPTIONS,
      user: { ...CHROMIUM_CREATION_OPTIONS.user },
      pubKeyCredParams: [...CHROMIUM_CREATION_OPTIONS.pubKeyCredParams],
      excludeCredentials: [{ id: CHROMIUM_REGISTRATION.id, type: 'public-key' }],
    });
    expect(JSON.parse(JSON.stringify(json))).toStrictEqual(CHROMIUM_REGISTRATION_JSON);
    expect(asked.create?.signal).toBeInstanceOf(AbortSignal);
    const publicKey = asked.create?.publicKey;
    expect(bytes(publicKey?.challenge)).toBe(CHROMIUM_CREATION_OPTIONS.challenge);
    expect(bytes(publicKey?.user.id)).toBe(CHROMIUM_CREATION_OPTIONS.user.id);
    expect(publicKey?.excludeCredentials?.map((d) => bytes(d.id))).toEqual([
      CHROMIUM_REGISTRATION.id,
    ]);
  });

  it("passes the browser's DOMException through, for toWebAuthnError to read", async () => {
    vi.stubGlobal('PublicKeyCredential', class {});
    const refusal = new DOMException('excluded', 'InvalidStateError');
    vi.stubGlobal('navigator', { credentials: { create: () => Promise.reject(refusal) } });
    await expect(createCredential({ ...CHROMIUM_CREATION_OPTIONS } as never)).rejects.toBe(refusal);
  });
});
