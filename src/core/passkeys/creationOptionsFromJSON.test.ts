import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_CREATION_OPTIONS,
  CHROMIUM_REGISTRATION,
} from '../../../test/support/core/webAuthnFixtures.js';
import { base64urlEncode } from '../../protocol/encoding.js';
import { creationOptionsFromJSON } from './creationOptionsFromJSON.js';
import type { PublicKeyCredentialCreationOptionsJSON } from './webAuthnPort.js';

const bytes = (source: BufferSource | undefined) =>
  base64urlEncode(new Uint8Array(source as ArrayBuffer));

describe('creationOptionsFromJSON', () => {
  const json: PublicKeyCredentialCreationOptionsJSON = {
    ...CHROMIUM_CREATION_OPTIONS,
    rp: { ...CHROMIUM_CREATION_OPTIONS.rp },
    user: { ...CHROMIUM_CREATION_OPTIONS.user },
    pubKeyCredParams: CHROMIUM_CREATION_OPTIONS.pubKeyCredParams.map((p) => ({ ...p })),
    authenticatorSelection: { ...CHROMIUM_CREATION_OPTIONS.authenticatorSelection },
    excludeCredentials: [
      { id: CHROMIUM_REGISTRATION.id, type: 'public-key', transports: ['internal', 'smart-card'] },
    ],
  };

  it('decodes challenge, user.id and the excluded ids; round-trips to the same strings', () => {
    const options = creationOptionsFromJSON(json);
    expect(options.challenge).toBeInstanceOf(Uint8Array);
    expect(bytes(options.challenge)).toBe(json.challenge);
    expect(bytes(options.user.id)).toBe(json.user.id);
    expect((options.challenge as Uint8Array).length).toBe(32);
    expect(options.excludeCredentials?.map((d) => bytes(d.id))).toEqual([CHROMIUM_REGISTRATION.id]);
  });

  it('keeps every other field as given, unknown transports included (WebAuthn L3 5.8.4)', () => {
    const options = creationOptionsFromJSON(json);
    expect(options).toMatchObject({
      rp: json.rp,
      user: { name: 'ada@example.com', displayName: 'ada@example.com' },
      pubKeyCredParams: json.pubKeyCredParams,
      authenticatorSelection: json.authenticatorSelection,
      attestation: 'none',
      timeout: 60_000,
    });
    expect(options.excludeCredentials?.[0]).toMatchObject({
      type: 'public-key',
      transports: ['internal', 'smart-card'],
    });
    // The input is not changed.
    expect(typeof json.challenge).toBe('string');
  });

  it('leaves excludeCredentials out when there are none', () => {
    const { excludeCredentials: _, ...none } = json;
    expect(creationOptionsFromJSON(none).excludeCredentials).toBeUndefined();
  });

  it('gives back the exact bytes encoded, for any challenge, user handle and credential ids', () => {
    const bytesOf = fc.uint8Array({ minLength: 1, maxLength: 128 });
    fc.assert(
      fc.property(bytesOf, bytesOf, fc.array(bytesOf, { maxLength: 3 }), (challenge, id, ids) => {
        const options = creationOptionsFromJSON({
          ...json,
          challenge: base64urlEncode(challenge),
          user: { ...json.user, id: base64urlEncode(id) },
          excludeCredentials: ids.map((bytes) => ({
            id: base64urlEncode(bytes),
            type: 'public-key',
          })),
        });
        expect(new Uint8Array(options.challenge as ArrayBuffer)).toEqual(challenge);
        expect(new Uint8Array(options.user.id as ArrayBuffer)).toEqual(id);
        expect(options.excludeCredentials?.map((d) => new Uint8Array(d.id as ArrayBuffer))).toEqual(
          ids,
        );
      }),
    );
  });

  it('refuses a challenge that is not base64url with an EncodingError', () => {
    expect(() => creationOptionsFromJSON({ ...json, challenge: 'not base64!' })).toThrow(
      expect.objectContaining({ name: 'EncodingError' }),
    );
  });
});
