import type { ProxyBody, VerificationTokenClaims } from 'embedded-wallet-kit/protocol';
import {
  signupSignatureFields,
  signupSignatureMessage,
} from 'embedded-wallet-kit/protocol/internal';
import { existsField, invalidField } from '../../fieldErrors.js';
import { checkVerificationToken } from '../../identity/checkVerificationToken.js';
import { normalizeContact } from '../../identity/normalizeContact.js';
import { usersWithContact, verifiedUsersWithContact } from '../../identity/usersWithContact.js';
import { tokenSigner, verifyClientSignature } from '../../identity/verifyClientSignature.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { ProxyConfigRecord } from '../config/proxyRecords.js';

/** The new user's contacts, and the verification token that proved one of them. */
export interface SignupContact {
  userEmail?: string;
  userPhone?: string;
  claims?: VerificationTokenClaims;
}

/**
 * The contacts of a signup (spec "Signup"): normalized; with a `verificationToken`, the token is
 * this tenant's, unexpired, for the contact sent (or supplies it), and `clientSignature` (made
 * with the token's key over the signup message of wire-details) binds it to this request. A
 * contact that already has an account is ALREADY_EXISTS, but a signup that proves the contact
 * conflicts only with accounts that proved it too: an unverified claim on someone's address must
 * not lock its owner out.
 */
export async function checkSignupContact(
  ctx: SandboxContext,
  config: ProxyConfigRecord,
  params: ProxyBody<'signup_v2'>,
): Promise<SignupContact> {
  const email =
    params.userEmail === undefined
      ? undefined
      : normalizeContact('OTP_TYPE_EMAIL', params.userEmail, 'userEmail');
  const phone =
    params.userPhoneNumber === undefined
      ? undefined
      : normalizeContact('OTP_TYPE_SMS', params.userPhoneNumber, 'userPhoneNumber');

  let claims: VerificationTokenClaims | undefined;
  if (params.verificationToken !== undefined) {
    claims = await checkVerificationToken(ctx, config, params.verificationToken);
    if (!params.clientSignature) {
      throw invalidField('clientSignature', 'is required with a verificationToken');
    }
    const tokenContact = claims.verification_type === 'OTP_TYPE_EMAIL' ? email : phone;
    if (tokenContact !== undefined && tokenContact !== claims.contact) {
      throw invalidField(
        claims.verification_type === 'OTP_TYPE_EMAIL' ? 'userEmail' : 'userPhoneNumber',
        'is not the contact the verification token verified',
      );
    }
    verifyClientSignature(
      params.clientSignature,
      tokenSigner(claims),
      signupSignatureMessage({
        fields: signupSignatureFields(params),
        tokenId: claims.id,
      }),
    );
  }
  const userEmail =
    email ?? (claims?.verification_type === 'OTP_TYPE_EMAIL' ? claims.contact : undefined);
  const userPhone =
    phone ?? (claims?.verification_type === 'OTP_TYPE_SMS' ? claims.contact : undefined);

  const holders = (type: 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS', contact: string) =>
    claims?.verification_type === type && claims.contact === contact
      ? verifiedUsersWithContact(ctx, config.organizationId, type, contact)
      : usersWithContact(ctx, config.organizationId, type, contact);
  if (userEmail && holders('OTP_TYPE_EMAIL', userEmail).length > 0) {
    throw existsField('userEmail', 'an account with this e-mail address already exists');
  }
  if (userPhone && holders('OTP_TYPE_SMS', userPhone).length > 0) {
    throw existsField('userPhoneNumber', 'an account with this phone number already exists');
  }
  return {
    ...(userEmail === undefined ? {} : { userEmail }),
    ...(userPhone === undefined ? {} : { userPhone }),
    ...(claims === undefined ? {} : { claims }),
  };
}
