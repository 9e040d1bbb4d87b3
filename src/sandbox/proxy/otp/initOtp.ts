import { randomBytes, randomUUID } from 'node:crypto';
import { PRODUCTION_ERROR_TEXT } from 'embedded-wallet-kit/protocol/internal';
import { sendToInbox } from '../../dev/inbox/sendToInbox.js';
import { createOtpTarget } from '../../enclave/index.js';
import { normalizeContact } from '../../identity/normalizeContact.js';
import { ServiceError } from '../../serviceError.js';
import type { ProxyActivityHandler } from '../proxyActivityInput.js';
import { generateOtpCode } from './generateOtpCode.js';
import { hashOtpCode } from './hashOtpCode.js';
import { OTP_POLICY } from './otpPolicy.js';
import { recordEmailDelivery } from './recordEmailDelivery.js';

/**
 * `ACTIVITY_TYPE_INIT_OTP_V2` (behind `otp_init_v2`): makes a code of the configured length and
 * character set, sends it to the contact (the dev inbox stands in for e-mail and SMS; e-mails
 * are recorded as Send and Delivery events), and answers the OTP's id with a fresh HPKE target
 * key signed by `tlsFetcher` (wire-details, "OTP code encryption"). The code never appears in
 * the answer, the activity or a log.
 */
export const initOtp: ProxyActivityHandler<'init_otp'> = ({ ctx, config, params }) => {
  const isEmail = params.otpType === 'OTP_TYPE_EMAIL';
  if (!config.methods[isEmail ? 'email' : 'sms']) {
    throw ServiceError.denied(
      `${isEmail ? 'e-mail' : 'SMS'} OTP is disabled for this organization`,
    );
  }
  const contact = normalizeContact(params.otpType, params.contact);
  const now = ctx.now();
  const recent = ctx.store
    .find('otp', 'contact', contact)
    .filter(
      (o) =>
        o.organizationId === config.organizationId && o.createdAtMs > now - OTP_POLICY.sendWindowMs,
    );
  if (recent.length >= OTP_POLICY.maxSendsPerWindow) {
    // Worded as production words it: `@turnkey/core` maps this text to MAX_OTP_INITIATED_ERROR.
    throw ServiceError.exhausted(
      `${PRODUCTION_ERROR_TEXT.maxOtpsInitiated} for this contact; try again in ${Math.ceil(OTP_POLICY.sendWindowMs / 1000)} seconds`,
    );
  }

  const code = generateOtpCode(config.otpLength, config.otpAlphanumeric);
  const target = createOtpTarget(ctx.keys.tlsFetcher);
  const otpId = randomUUID();
  const salt = randomBytes(16).toString('hex');
  ctx.store.insert(
    'otp',
    {
      id: otpId,
      organizationId: config.organizationId,
      configId: config.id,
      otpType: params.otpType,
      contact,
      codeHash: hashOtpCode(salt, code),
      salt,
      targetPrivateKey: target.targetPrivateKey,
      attempts: 0,
      createdAtMs: now,
      expiresAtMs: now + OTP_POLICY.codeLifetimeMs,
    },
    { organizationId: config.organizationId, index: { contact } },
  );

  const minutes = Math.round(OTP_POLICY.codeLifetimeMs / 60_000);
  const appName = config.appName;
  const messageId = sendToInbox(ctx.store, {
    organizationId: config.organizationId,
    channel: isEmail ? 'email' : 'sms',
    to: contact,
    ...(isEmail ? { subject: `Your ${appName} sign-in code` } : {}),
    body: isEmail
      ? `Hello,\n\nyour ${appName} sign-in code is ${code}\n\nIt expires in ${minutes} minutes and works once. ` +
        `If you did not ask for it, ignore this e-mail: nobody can sign in without the code.`
      : `${code} is your ${appName} code. It expires in ${minutes} minutes.`,
    code,
    appName,
    ...(isEmail && config.logoUrl ? { logoUrl: config.logoUrl } : {}),
    sentAtMs: now,
  });
  if (isEmail) {
    recordEmailDelivery(ctx.store, {
      organizationId: config.organizationId,
      messageId,
      toAddress: contact,
      nowMs: now,
    });
  }
  return { otpId, otpEncryptionTargetBundle: target.bundle };
};
