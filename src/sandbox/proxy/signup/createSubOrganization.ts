import { randomUUID } from 'node:crypto';
import type { VerificationTokenClaims } from 'embedded-wallet-kit/protocol';
import { signupSignatureMessage } from 'embedded-wallet-kit/protocol';
import { addressDerivationProof, createAppProof } from '../../enclave/index.js';
import { apiPublicKeyProblem } from '../../identity/apiPublicKeyProblem.js';
import { checkVerificationToken } from '../../identity/checkVerificationToken.js';
import { linkedProviders } from '../../identity/linkedProviders.js';
import { normalizeContact } from '../../identity/normalizeContact.js';
import { oauthIdentity } from '../../identity/oauthIdentity.js';
import { spendVerificationToken } from '../../identity/spendVerificationToken.js';
import { usersWithContact, verifiedUsersWithContact } from '../../identity/usersWithContact.js';
import { verifyClientSignature } from '../../identity/verifyClientSignature.js';
import { type VerifiedOidcToken, verifyOidcToken } from '../../identity/verifyOidcToken.js';
import { ServiceError } from '../../serviceError.js';
import { insertWallet } from '../../store/insertWallet.js';
import type {
  AuthenticatorRecord,
  CredentialRecord,
  OAuthProviderRecord,
} from '../../store/storedRecords.js';
import {
  type DerivedWallet,
  deriveWallet,
  InvalidDerivationPathError,
  UnsupportedAddressFormatError,
} from '../../wallet/index.js';
import { verifyAttestation } from '../../webauthn/verifyAttestation.js';
import type { ProxyActivityHandler } from '../proxyActivityInput.js';

const CREDENTIAL_TYPE_OF = {
  API_KEY_CURVE_P256: 'CREDENTIAL_TYPE_API_KEY_P256',
  API_KEY_CURVE_SECP256K1: 'CREDENTIAL_TYPE_API_KEY_SECP256K1',
  API_KEY_CURVE_ED25519: 'CREDENTIAL_TYPE_API_KEY_ED25519',
} as const satisfies Record<CredentialRecord['curveType'], CredentialRecord['type']>;

const invalid = (field: string, description: string): ServiceError =>
  ServiceError.invalid(`${field}: ${description}`, [{ field, description }]);

const exists = (field: string, description: string): ServiceError =>
  ServiceError.alreadyExists(`${field}: ${description}`, [{ field, description }]);

/**
 * `ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7` (behind `signup_v2`, spec "Signup"): one new
 * sub-organization with its root user, credentials and optional wallet, all or nothing (the
 * activity runs in one store transaction; every check comes before the first write anyway).
 *
 * - `verificationToken`: the contact is created verified; the token must be this tenant's,
 *   unexpired and unspent for signup, and `clientSignature` (made with the token's key over the
 *   signup message of wire-details) is then required.
 * - `authenticators`: each attestation is verified (WebAuthn registration).
 * - `oauthProviders`: each needs a verified `oidcToken`; `oidcClaims`, when sent, must equal it.
 * - `apiKeys`: registered as the user's keys, `expirationSeconds` honoured.
 * - `wallet`: derived whole before anything is stored; a format the sandbox cannot derive is a
 *   400 and nothing is created. Each address gets an app proof.
 * - A contact, passkey or OAuth identity that already has an account here: ALREADY_EXISTS.
 */
export const createSubOrganization: ProxyActivityHandler<'create_sub_organization'> = async (
  input,
) => {
  const { ctx, config, params } = input;
  const now = ctx.now();

  // --- Checks, before any write ---
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
      throw invalid('clientSignature', 'is required with a verificationToken');
    }
    const tokenContact = claims.verification_type === 'OTP_TYPE_EMAIL' ? email : phone;
    if (tokenContact !== undefined && tokenContact !== claims.contact) {
      throw invalid(
        claims.verification_type === 'OTP_TYPE_EMAIL' ? 'userEmail' : 'userPhoneNumber',
        'is not the contact the verification token verified',
      );
    }
    verifyClientSignature(
      params.clientSignature,
      claims.public_key,
      signupSignatureMessage({
        fields: {
          apiKeys: params.apiKeys,
          authenticators: params.authenticators,
          oauthProviders: params.oauthProviders,
          ...(params.userEmail !== undefined ? { email: params.userEmail } : {}),
          ...(params.userPhoneNumber !== undefined ? { phoneNumber: params.userPhoneNumber } : {}),
        },
        tokenId: claims.id,
      }),
    );
  } else if (params.clientSignature) {
    throw invalid('clientSignature', 'binds a verificationToken; send one with it');
  }
  const userEmail =
    email ?? (claims?.verification_type === 'OTP_TYPE_EMAIL' ? claims.contact : undefined);
  const userPhone =
    phone ?? (claims?.verification_type === 'OTP_TYPE_SMS' ? claims.contact : undefined);

  // A signup that proves the contact conflicts only with accounts that proved it too: an
  // unverified claim on someone's address must not lock its owner out.
  const holders = (type: 'OTP_TYPE_EMAIL' | 'OTP_TYPE_SMS', contact: string) =>
    claims?.verification_type === type && claims.contact === contact
      ? verifiedUsersWithContact(ctx, config.organizationId, type, contact)
      : usersWithContact(ctx, config.organizationId, type, contact);
  if (userEmail && holders('OTP_TYPE_EMAIL', userEmail).length > 0) {
    throw exists('userEmail', 'an account with this e-mail address already exists');
  }
  if (userPhone && holders('OTP_TYPE_SMS', userPhone).length > 0) {
    throw exists('userPhoneNumber', 'an account with this phone number already exists');
  }

  if (params.authenticators.length > 0 && !config.methods.passkey) {
    throw ServiceError.denied('passkeys are disabled for this organization');
  }
  const authenticators: Awaited<ReturnType<typeof verifyAttestation>>[] = [];
  for (const [i, attestation] of params.authenticators.entries()) {
    authenticators.push(
      await verifyAttestation(ctx, attestation, `authenticators[${i}].attestation`),
    );
  }
  if (new Set(authenticators.map((a) => a.credentialId)).size !== authenticators.length) {
    throw invalid('authenticators', 'the same passkey is listed twice');
  }

  const oauthTokens: VerifiedOidcToken[] = [];
  for (const [i, provider] of params.oauthProviders.entries()) {
    const field = `oauthProviders[${i}]`;
    if (!provider.oidcToken)
      throw invalid(`${field}.oidcToken`, 'is required (oidcClaims are checked against it)');
    const token = await verifyOidcToken(ctx, config, provider.oidcToken, `${field}.oidcToken`);
    const claimed = provider.oidcClaims;
    if (
      claimed &&
      (claimed.iss !== token.iss || claimed.sub !== token.sub || claimed.aud !== token.aud)
    ) {
      throw invalid(`${field}.oidcClaims`, 'do not match the oidcToken');
    }
    if (linkedProviders(ctx, config, token).length > 0) {
      throw exists(`${field}.oidcToken`, 'this identity already has an account');
    }
    oauthTokens.push(token);
  }

  // A secp256k1 or Ed25519 key is an external wallet's (wire-details, "External wallets"):
  // wallet signup is a login method the organization switches on or off like the others.
  if (params.apiKeys.some((k) => k.curveType !== 'API_KEY_CURVE_P256') && !config.methods.wallet) {
    throw ServiceError.denied('external wallets are disabled for this organization');
  }
  const seenKeys = new Set<string>();
  for (const [i, key] of params.apiKeys.entries()) {
    const publicKey = key.publicKey.toLowerCase();
    const problem = apiPublicKeyProblem(key.curveType, publicKey);
    if (problem) throw invalid(`apiKeys[${i}].publicKey`, problem);
    if (seenKeys.has(publicKey) || ctx.store.findOne('credential', 'publicKey', publicKey)) {
      throw exists(`apiKeys[${i}].publicKey`, 'this key is already registered');
    }
    seenKeys.add(publicKey);
  }

  let wallet: DerivedWallet | undefined;
  if (params.wallet) {
    try {
      wallet = deriveWallet(params.wallet);
    } catch (error) {
      if (
        error instanceof UnsupportedAddressFormatError ||
        error instanceof InvalidDerivationPathError
      ) {
        throw invalid('wallet.accounts', error.message);
      }
      throw error;
    }
  }

  // --- Writes ---
  const organizationId = randomUUID();
  const userId = randomUUID();
  ctx.store.insert(
    'organization',
    {
      id: organizationId,
      name: params.organizationName ?? `Sub-organization of ${userEmail ?? userPhone ?? userId}`,
      parentOrganizationId: config.organizationId,
      topTier: false,
      createdAtMs: now,
    },
    { organizationId },
  );
  ctx.store.insert(
    'user',
    {
      id: userId,
      organizationId,
      userName: params.userName ?? userEmail ?? userPhone ?? 'Root user',
      ...(userEmail
        ? { userEmail, emailVerified: claims?.verification_type === 'OTP_TYPE_EMAIL' }
        : {}),
      ...(userPhone
        ? {
            userPhoneNumber: userPhone,
            phoneVerified: claims?.verification_type === 'OTP_TYPE_SMS',
          }
        : {}),
      ...(params.userTag ? { userTag: params.userTag } : {}),
      createdAtMs: now,
    },
    { organizationId, index: { email: userEmail, phone: userPhone } },
  );
  if (claims) spendVerificationToken(ctx, claims.id, 'USAGE_TYPE_SIGNUP');

  for (const key of params.apiKeys) {
    const publicKey = key.publicKey.toLowerCase();
    const seconds = key.expirationSeconds === undefined ? undefined : Number(key.expirationSeconds);
    ctx.store.insert(
      'credential',
      {
        id: randomUUID(),
        organizationId,
        userId,
        name: key.apiKeyName,
        publicKey,
        type: CREDENTIAL_TYPE_OF[key.curveType],
        curveType: key.curveType,
        ...(seconds === undefined
          ? {}
          : { expirationSeconds: key.expirationSeconds, expiresAtMs: now + seconds * 1000 }),
        createdAtMs: now,
        updatedAtMs: now,
      },
      { organizationId, index: { publicKey, userId } },
    );
  }
  for (const verified of authenticators) {
    const doc: AuthenticatorRecord = {
      id: randomUUID(),
      organizationId,
      userId,
      ...verified,
      createdAtMs: now,
      updatedAtMs: now,
    };
    ctx.store.insert('authenticator', doc, {
      organizationId,
      index: { credentialId: doc.credentialId, userId },
    });
  }
  for (const [i, token] of oauthTokens.entries()) {
    const doc: OAuthProviderRecord = {
      id: randomUUID(),
      organizationId,
      userId,
      providerName: params.oauthProviders[i]?.providerName ?? token.provider,
      issuer: token.iss,
      subject: token.sub,
      audience: token.aud,
      createdAtMs: now,
    };
    ctx.store.insert('oauthProvider', doc, {
      organizationId,
      index: { identity: oauthIdentity(token), userId },
    });
  }

  if (!wallet || !params.wallet)
    return { subOrganizationId: organizationId, rootUserIds: [userId] };
  const { walletId, accounts } = insertWallet(ctx.store, {
    organizationId,
    walletName: params.wallet.walletName,
    derived: wallet,
    names: params.wallet.accounts.map((a) => a.name),
    nowMs: now,
  });
  if (input.generateAppProofs) {
    const ephemeral = ctx.keys.appProofEphemeral;
    for (const account of accounts) {
      input.appProofs.push(
        createAppProof(
          ephemeral,
          addressDerivationProof({
            organizationId,
            walletId,
            derivationPath: account.path,
            address: account.address,
            timestampMs: now,
          }),
        ),
      );
    }
  }
  return {
    subOrganizationId: organizationId,
    rootUserIds: [userId],
    wallet: { walletId, addresses: wallet.accounts.map((a) => a.address) },
  };
};
