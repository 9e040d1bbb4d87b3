import type { OtpType } from 'embedded-wallet-kit/protocol';
import type { SandboxContext } from '../sandboxContext.js';
import type { UserRecord } from '../store/storedRecords.js';

/** The store index a contact of this kind is found by (lower-cased e-mail, E.164 phone). */
export const contactIndex = (type: OtpType): 'email' | 'phone' =>
  type === 'OTP_TYPE_EMAIL' ? 'email' : 'phone';

/**
 * Users of the sub-organizations of `parentOrganizationId` with this (normalised) contact,
 * oldest first. The parent's own users (admin, proxy user) are never accounts of the proxy.
 */
export function usersWithContact(
  ctx: SandboxContext,
  parentOrganizationId: string,
  type: OtpType,
  contact: string,
): UserRecord[] {
  return ctx.store.find('user', contactIndex(type), contact).filter((user) => {
    const org = ctx.store.get('organization', user.organizationId);
    return org?.parentOrganizationId === parentOrganizationId;
  });
}

/** Whether the user has proven this contact (an OTP code, or a verified token at signup). */
export const contactVerified = (user: UserRecord, type: OtpType): boolean =>
  (type === 'OTP_TYPE_EMAIL' ? user.emailVerified : user.phoneVerified) === true;

/**
 * The account a proven contact belongs to. Only accounts that verified the contact count: an
 * account created with someone else's address but never verified must not receive that person's
 * later logins (account pre-hijacking), so those are skipped.
 */
export function verifiedUsersWithContact(
  ctx: SandboxContext,
  parentOrganizationId: string,
  type: OtpType,
  contact: string,
): UserRecord[] {
  return usersWithContact(ctx, parentOrganizationId, type, contact).filter((u) =>
    contactVerified(u, type),
  );
}
