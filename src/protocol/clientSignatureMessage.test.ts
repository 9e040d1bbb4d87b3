import { describe, expect, it } from 'vitest';
import {
  loginSignatureMessage,
  signupSignatureMessage,
  walletSignupSignatureMessage,
} from './clientSignatureMessage.js';

// The service hashes these exact bytes (wire-details, "Client signature"): field order and
// which fields appear are the format.
describe('client signature messages', () => {
  it('login: the public key, the token id, the usage type, in that order', () => {
    expect(loginSignatureMessage({ publicKey: '02ab', tokenId: 't1' })).toBe(
      '{"login":{"publicKey":"02ab"},"tokenId":"t1","type":"USAGE_TYPE_LOGIN"}',
    );
  });

  it('signup: the fields in wire order, empty arrays kept, absent fields left out', () => {
    expect(
      signupSignatureMessage({
        fields: { phoneNumber: '+15550100', oauthProviders: [], apiKeys: [{ k: 1 }] },
        tokenId: 't2',
      }),
    ).toBe(
      '{"signupV2":{"apiKeys":[{"k":1}],"oauthProviders":[],"phoneNumber":"+15550100"},' +
        '"tokenId":"t2","type":"USAGE_TYPE_SIGNUP"}',
    );
    expect(
      signupSignatureMessage({
        fields: { email: 'a@example.com', authenticators: [], apiKeys: [] },
        tokenId: 't3',
      }),
    ).toBe(
      '{"signupV2":{"apiKeys":[],"authenticators":[],"email":"a@example.com"},' +
        '"tokenId":"t3","type":"USAGE_TYPE_SIGNUP"}',
    );
    expect(signupSignatureMessage({ fields: {}, tokenId: 't4' })).toBe(
      '{"signupV2":{},"tokenId":"t4","type":"USAGE_TYPE_SIGNUP"}',
    );
  });

  it('wallet signup: the same fields, bound to the parent organization instead of a token', () => {
    expect(
      walletSignupSignatureMessage({
        fields: { apiKeys: [{ k: 1 }], authenticators: [], oauthProviders: [] },
        organizationId: 'org-1',
      }),
    ).toBe(
      '{"signupV2":{"apiKeys":[{"k":1}],"authenticators":[],"oauthProviders":[]},' +
        '"organizationId":"org-1","type":"USAGE_TYPE_SIGNUP"}',
    );
  });
});
