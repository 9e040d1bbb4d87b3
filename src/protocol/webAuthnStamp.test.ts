import { describe, expect, it } from 'vitest';
import { decodeWebAuthnStamp, encodeWebAuthnStamp, type WebAuthnStamp } from './webAuthnStamp.js';

const STAMP: WebAuthnStamp = {
  authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
  clientDataJson: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
  credentialId: 'AAECAwQ',
  signature: 'MEUCIQDs',
};

describe('X-Stamp-WebAuthn', () => {
  it('is plain JSON with the fields in the wire order, whatever the order given', () => {
    const shuffled = {
      signature: STAMP.signature,
      credentialId: STAMP.credentialId,
      clientDataJson: STAMP.clientDataJson,
      authenticatorData: STAMP.authenticatorData,
    };
    const text = encodeWebAuthnStamp(shuffled);
    expect(Object.keys(JSON.parse(text))).toEqual([
      'authenticatorData',
      'clientDataJson',
      'credentialId',
      'signature',
    ]);
    expect(decodeWebAuthnStamp(text)).toEqual(STAMP);
  });

  it.each([
    ['not JSON', '{"authenticatorData":'],
    ['JSON null', 'null'],
    ['a string', '"stamp"'],
    ['a field missing', JSON.stringify({ ...STAMP, signature: undefined })],
    ['a field not a string', JSON.stringify({ ...STAMP, credentialId: 7 })],
  ])('decodes %s to undefined', (_, value) => {
    expect(decodeWebAuthnStamp(value)).toBeUndefined();
  });
});
