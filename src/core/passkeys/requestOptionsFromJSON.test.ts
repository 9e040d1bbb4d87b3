import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_REGISTRATION,
  CHROMIUM_REQUEST_OPTIONS,
} from '../../../test/support/core/webAuthnFixtures.js';
import { base64urlEncode } from '../../protocol/encoding.js';
import { requestOptionsFromJSON } from './requestOptionsFromJSON.js';

const bytes = (source: BufferSource | undefined) =>
  base64urlEncode(new Uint8Array(source as ArrayBuffer));

describe('requestOptionsFromJSON', () => {
  it('decodes challenge and the allowed ids, keeps the rest; round-trips to the same strings', () => {
    const options = requestOptionsFromJSON({
      ...CHROMIUM_REQUEST_OPTIONS,
      allowCredentials: [{ id: CHROMIUM_REGISTRATION.id, type: 'public-key' }],
    });
    expect(bytes(options.challenge)).toBe(CHROMIUM_REQUEST_OPTIONS.challenge);
    expect(options.allowCredentials?.map((d) => [bytes(d.id), d.type])).toEqual([
      [CHROMIUM_REGISTRATION.id, 'public-key'],
    ]);
    expect(options).toMatchObject({
      rpId: 'wallet.example',
      userVerification: 'preferred',
      timeout: 60_000,
    });
  });

  it('leaves allowCredentials out when the caller gave none (a discoverable passkey)', () => {
    expect(requestOptionsFromJSON(CHROMIUM_REQUEST_OPTIONS).allowCredentials).toBeUndefined();
  });

  it('decodes any length, including the 64-byte challenge of a passkey stamp', () => {
    const challenge = new Uint8Array(64).map((_, i) => i * 7);
    const options = requestOptionsFromJSON({ challenge: base64urlEncode(challenge) });
    expect(new Uint8Array(options.challenge as ArrayBuffer)).toEqual(challenge);
  });
});
