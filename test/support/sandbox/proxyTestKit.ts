/**
 * Test support for the auth proxy tests: calls `/v1/<op>` through `sandbox.handler`, and plays
 * the client side with the production service's own published client code (`@turnkey/crypto`
 * encrypts OTP codes) and plain noble for keys and client signatures.
 */
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { encryptOtpCodeToBundle } from '@turnkey/crypto';
import type { ProxyBody, ProxyName, ProxyResponse, WireError } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  loginSignatureMessage,
  signupSignatureMessage,
  utf8Encode,
} from 'embedded-wallet-kit/protocol/internal';
import type { Sandbox } from '../../../src/sandbox/createSandbox.js';
import type { InboxMessage } from '../../../src/sandbox/dev/inbox/inboxMessage.js';

export interface ProxyOutcome<N extends ProxyName> {
  status: number;
  headers: Headers;
  body?: ProxyResponse<N>;
  error?: WireError;
}

export interface ProxyCallOptions {
  origin?: string;
  /** Default: the bootstrap's config id; `null` sends no header. */
  configId?: string | null;
}

/** One proxy call: `POST {baseUrl}/v1/<op>` with the config header, as a browser app sends it. */
export async function proxyCall<N extends ProxyName>(
  sandbox: Sandbox,
  op: N,
  body: ProxyBody<N> | Record<string, unknown>,
  options: ProxyCallOptions = {},
): Promise<ProxyOutcome<N>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  const configId =
    options.configId === undefined ? sandbox.bootstrap.authProxyConfigId : options.configId;
  if (configId !== null) headers['X-Auth-Proxy-Config-ID'] = configId;
  if (options.origin) headers.origin = options.origin;
  const response = await sandbox.handler(
    new Request(`${sandbox.bootstrap.authProxyUrl}/v1/${op}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  );
  const json = (await response.json()) as unknown;
  return response.status === 200
    ? { status: 200, headers: response.headers, body: json as ProxyResponse<N> }
    : { status: response.status, headers: response.headers, error: json as WireError };
}

/** The body of a 200, or a thrown error naming what came back instead. */
export function ok<N extends ProxyName>(outcome: ProxyOutcome<N>): ProxyResponse<N> {
  if (outcome.status !== 200 || !outcome.body) {
    throw new Error(`expected 200, got ${outcome.status}: ${JSON.stringify(outcome.error)}`);
  }
  return outcome.body;
}

export interface ClientKey {
  privateKey: Uint8Array;
  /** Compressed hex. */
  publicKey: string;
}

export function newClientKey(): ClientKey {
  const privateKey = p256.utils.randomSecretKey();
  return { privateKey, publicKey: bytesToHex(p256.getPublicKey(privateKey, true)) };
}

/** wire-details "Client signature": raw r||s hex over sha256(utf8(message)). */
export function clientSignature(key: ClientKey, message: string) {
  const signature = p256.sign(sha256(utf8Encode(message)), key.privateKey, { prehash: false });
  return {
    publicKey: key.publicKey,
    scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256' as const,
    message,
    signature: bytesToHex(signature),
  };
}

export const loginSignature = (key: ClientKey, tokenId: string, sessionPublicKey = key.publicKey) =>
  clientSignature(key, loginSignatureMessage({ publicKey: sessionPublicKey, tokenId }));

export const signupSignature = (
  key: ClientKey,
  tokenId: string,
  fields: Parameters<typeof signupSignatureMessage>[0]['fields'],
) => clientSignature(key, signupSignatureMessage({ fields, tokenId }));

/** The token id (`id` claim) of a verification token, read without checking (the client's view). */
export function tokenIdOf(jwt: string): string {
  const payload = JSON.parse(
    Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { id: string };
  return payload.id;
}

export function jwtClaims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Newest inbox messages for a contact, through `GET /__dev/inbox` (JSON). */
export async function inbox(sandbox: Sandbox, to?: string): Promise<InboxMessage[]> {
  const query = to === undefined ? '' : `?to=${encodeURIComponent(to)}`;
  const response = await sandbox.handler(
    new Request(`${sandbox.bootstrap.baseUrl}/__dev/inbox${query}`, {
      headers: { accept: 'application/json' },
    }),
  );
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
}

export async function latestCode(sandbox: Sandbox, to: string): Promise<string> {
  const [message] = await inbox(sandbox, to);
  if (!message) throw new Error(`no message to ${to}`);
  return message.code;
}

/** What `@turnkey/crypto` sends as `encryptedOtpBundle`, pinned to the sandbox's tlsFetcher key. */
export const encryptCode = (
  sandbox: Sandbox,
  code: string,
  bundle: string,
  key: ClientKey,
): Promise<string> =>
  encryptOtpCodeToBundle(code, bundle, key.publicKey, sandbox.bootstrap.trustedKeys.tlsFetcher);

/** otp_init_v2 + otp_verify_v2 for a contact; returns the verification token and the key in it. */
export async function verifyContact(
  sandbox: Sandbox,
  otpType: 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS',
  contact: string,
  key: ClientKey = newClientKey(),
): Promise<{ verificationToken: string; key: ClientKey; otpId: string }> {
  const init = ok(await proxyCall(sandbox, 'otp_init_v2', { otpType, contact }));
  const code = await latestCode(sandbox, contact);
  const encryptedOtpBundle = await encryptCode(sandbox, code, init.otpEncryptionTargetBundle, key);
  const { verificationToken } = ok(
    await proxyCall(sandbox, 'otp_verify_v2', { otpId: init.otpId, encryptedOtpBundle }),
  );
  return { verificationToken, key, otpId: init.otpId };
}

/** A whole e-mail (or SMS) OTP signup: verify the contact, sign up with the token. */
export async function otpSignup(
  sandbox: Sandbox,
  otpType: 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS',
  contact: string,
  extra: Partial<ProxyBody<'signup_v2'>> = {},
) {
  const { verificationToken, key } = await verifyContact(sandbox, otpType, contact);
  const contactField =
    otpType === 'OTP_TYPE_EMAIL' ? { userEmail: contact } : { userPhoneNumber: contact };
  const arrays = { apiKeys: [], authenticators: [], oauthProviders: [], ...extra };
  const fields = {
    apiKeys: arrays.apiKeys,
    authenticators: arrays.authenticators,
    oauthProviders: arrays.oauthProviders,
    ...(otpType === 'OTP_TYPE_EMAIL' ? { email: contact } : { phoneNumber: contact }),
  };
  const signup = ok(
    await proxyCall(sandbox, 'signup_v2', {
      ...contactField,
      ...arrays,
      verificationToken,
      clientSignature: signupSignature(key, tokenIdOf(verificationToken), fields),
    }),
  );
  return { signup, verificationToken, key };
}

/** A whole OTP login for a contact that has an account; returns the session JWT and its key. */
export async function otpLogin(
  sandbox: Sandbox,
  otpType: 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS',
  contact: string,
) {
  const { verificationToken, key } = await verifyContact(sandbox, otpType, contact);
  const { session } = ok(
    await proxyCall(sandbox, 'otp_login_v2', {
      verificationToken,
      publicKey: key.publicKey,
      clientSignature: loginSignature(key, tokenIdOf(verificationToken)),
    }),
  );
  return { session, key };
}

/** PATCH /__dev/proxy-config. */
export async function patchConfig(sandbox: Sandbox, patch: unknown): Promise<Response> {
  return sandbox.handler(
    new Request(`${sandbox.bootstrap.baseUrl}/__dev/proxy-config`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(patch),
    }),
  );
}
