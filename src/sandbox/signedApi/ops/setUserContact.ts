import type { OtpType } from 'embedded-wallet-kit/protocol';
import { invalidField } from '../../fieldErrors.js';
import { normalizeContact } from '../../identity/normalizeContact.js';
import { spendVerificationToken } from '../../identity/spendVerificationToken.js';
import type { SandboxContext } from '../../sandboxContext.js';
import type { UserRecord } from '../../store/storedRecords.js';
import { assertKeepsLoginMethod } from './assertKeepsLoginMethod.js';
import { checkContactToken } from './checkContactToken.js';
import { requireOrgUser } from './requireOrgUser.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TOKEN_FIELD = 'parameters.verificationToken';

/** Where each contact kind lives on a user, its store index and the usage a token is spent for. */
const CONTACT = {
  OTP_TYPE_EMAIL: {
    value: 'userEmail',
    verified: 'emailVerified',
    index: 'email',
    usage: 'USAGE_TYPE_UPDATE_EMAIL',
  },
  OTP_TYPE_SMS: {
    value: 'userPhoneNumber',
    verified: 'phoneVerified',
    index: 'phone',
    usage: 'USAGE_TYPE_UPDATE_PHONE_NUMBER',
  },
} as const;

/**
 * `update_user_email` and `update_user_phone_number`: sets the user's contact of `type`, or
 * removes it when `value` is empty (spec "Submit rules" 6; production's
 * `v1UpdateUserPhoneNumberIntent` says the same of the phone). A new contact is unverified
 * unless a verification token for exactly that contact comes with it; the token is then spent,
 * so one proof verifies one change. A change that would leave the user no way to log in is
 * refused (`assertKeepsLoginMethod`). An e-mail is kept as typed (trimmed) and found in any
 * letter case; a phone number is kept in E.164 with separators removed.
 */
export async function setUserContact(
  ctx: SandboxContext,
  args: {
    organizationId: string;
    userId: string;
    type: OtpType;
    value: string;
    verificationToken: string | undefined;
    /** The key that stamped the update: a token must be bound to it (`checkContactToken`). */
    stampedBy: string;
  },
): Promise<{ userId: string }> {
  const { organizationId, type, verificationToken } = args;
  const names = CONTACT[type];
  const field = `parameters.${names.value}`;
  const user = requireOrgUser(ctx, organizationId, args.userId, 'parameters.userId');
  const trimmed = args.value.trim();
  let next: UserRecord;
  if (trimmed === '') {
    if (verificationToken !== undefined) {
      throw invalidField(TOKEN_FIELD, `cannot accompany an empty ${names.value} (a removal)`);
    }
    next = { ...user };
    delete next[names.value];
    delete next[names.verified];
  } else {
    let contact: string;
    if (type === 'OTP_TYPE_EMAIL') {
      if (!EMAIL.test(trimmed)) throw invalidField(field, 'is not an e-mail address');
      contact = trimmed;
    } else {
      contact = normalizeContact(type, trimmed, field);
    }
    if (verificationToken !== undefined) {
      const tokenId = await checkContactToken(ctx, {
        token: verificationToken,
        type,
        contact,
        organizationId,
        field: TOKEN_FIELD,
        stampedBy: args.stampedBy,
      });
      spendVerificationToken(ctx, tokenId, names.usage, TOKEN_FIELD);
    }
    next = { ...user, [names.value]: contact, [names.verified]: verificationToken !== undefined };
  }
  // A removal, or an unproven contact in place of a proven one, may take the last way in.
  const stillLogsIn = next[names.verified] === true;
  const change = type === 'OTP_TYPE_EMAIL' ? { email: !stillLogsIn } : { phone: !stillLogsIn };
  assertKeepsLoginMethod(ctx, user, change, field);
  ctx.store.update('user', next);
  const stored = next[names.value];
  ctx.store.setIndex('user', user.id, names.index, stored?.toLowerCase());
  return { userId: user.id };
}
