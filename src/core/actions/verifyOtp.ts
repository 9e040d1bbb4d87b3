import {
  loginSignatureMessage,
  type SignupSignatureFields,
  signupSignatureMessage,
} from '../../protocol/clientSignatureMessage.js';
import type { ProxyBody } from '../../protocol/operations.js';
import { prepareOtpEncryption } from '../crypto/prepareOtpEncryption.js';
import { signClientSignature } from '../crypto/signClientSignature.js';
import { verifyVerificationToken } from '../crypto/verifyVerificationToken.js';
import { CryptoCheckError } from '../errors/cryptoCheckError.js';
import { traced } from '../platform/traced.js';
import { attestedLogin, attestedLoginTo } from '../steps/attestedLogin.js';
import { createProofCheckKey, type ProofCheckKey } from '../steps/createProofCheckKey.js';
import { finishLogin, type SignupAnswer } from '../steps/finishLogin.js';
import type { LoginResult, SignupOptions } from '../steps/loginResult.js';
import { preloadProofChecks } from '../steps/preloadProofChecks.js';
import { takeOtpEncryption } from '../steps/preparedOtpEncryptions.js';
import { takeSessionKey } from '../steps/preparedSessionKeys.js';
import { withSessionKey } from '../steps/withSessionKey.js';
import type { WalletKit } from '../walletKit.js';
import type { OtpHandle } from './initOtp.js';

export interface VerifyOtpArgs {
  handle: OtpHandle;
  /** The code the user typed. */
  code: string;
  /** Used when this contact has no account yet. */
  signup?: SignupOptions;
  signal?: AbortSignal;
}

/**
 * Step 2 of the OTP flow (spec "OTP flow (ordered)"; wire-details, "OTP code encryption",
 * "Client signature"). With a fresh session key: the target bundle is checked against the
 * pinned TLS-fetcher key (refused before anything is encrypted), `{otp_code, public_key}` is
 * HPKE-sealed to it, `otp_verify_v2` answers a verification token (checked: pinned signer, and
 * bound to our key); `account` finds the contact's sub-organization, or `signup_v2` makes one
 * (signup message signed by the key); `otp_login_v2` (login message signed by the same key,
 * which is both the token's key and the session key, as wire-details allows) answers the session.
 * With `tokenLogin: 'attested'` (the default) a `stamp_login` stamped `X-Stamp-Attested` with the
 * token takes the place of both `account` and `otp_login_v2` (attestedLogin.ts): one request
 * after the code check for a returning user; a new user signs up when it finds no account, then
 * logs in to the new sub-organization the same way. A signup that makes a wallet registers a
 * 60-second API key with it (createProofCheckKey.ts), which stamps the wallet's `get_boot_proof`
 * beside that login; the session is adopted only once the app proofs are checked.
 */
export function verifyOtp(kit: WalletKit, args: VerifyOtpArgs): Promise<LoginResult> {
  const { handle, signal } = args;
  const call = { signal };
  const trusted = kit.options.trustedKeys;
  return kit.ceremony.run('otp', signal, () => {
    // Taken once, like the session key: a second try of a code sets up its own.
    const preparedEncryption = takeOtpEncryption(handle);
    return withSessionKey(
      kit,
      async (key) => {
        const trace = kit.options.trace;
        // Prepared by initOtp while the code was typed; set up here when it was not, or failed
        // (a bundle that fails its check then fails it here, before anything is encrypted).
        const fresh = () =>
          prepareOtpEncryption({
            bundle: handle.targetBundle,
            pinnedKey: trusted.tlsFetcher,
            crypto: kit.crypto,
          });
        const encryptedOtpBundle = await traced(trace, 'crypto:hpke-seal', async () => {
          const encryption = await (preparedEncryption?.catch(fresh) ?? fresh());
          return encryption.encrypt(args.code.trim(), key.publicKey);
        });
        const { verificationToken } = await kit.proxy.otpVerifyV2(
          { otpId: handle.otpId, encryptedOtpBundle },
          call,
        );
        const claims = await traced(trace, 'crypto:verify-token', () =>
          verifyVerificationToken(
            verificationToken,
            trusted.tlsFetcher,
            kit.clock.now(),
            kit.crypto,
          ),
        );
        if (claims.public_key.toLowerCase() !== key.publicKey) {
          throw new CryptoCheckError('BUNDLE_MISMATCH', 'the verification token names another key');
        }
        const isEmail = handle.otpType === 'OTP_TYPE_EMAIL';
        const attested = kit.options.tokenLogin === 'attested';
        const scheme = 'STAMP_ATTESTED_SCHEME_P256_VERIFICATION_TOKEN';
        let organizationId: string | undefined;
        if (attested) {
          // A returning user: this is the login (the service finds the sub-organization).
          const token = await attestedLogin(kit, { key, scheme, token: verificationToken, signal });
          if (token !== undefined) return finishLogin(kit, { token, key, signal });
        } else {
          const found = await kit.proxy.account(
            {
              filterType: isEmail ? 'EMAIL' : 'PHONE_NUMBER',
              filterValue: handle.contact,
              verificationToken,
            },
            call,
          );
          organizationId = found.organizationId || undefined;
        }
        let signup: SignupAnswer | undefined;
        let proofKey: ProofCheckKey | undefined;
        if (!organizationId) {
          const wallet = args.signup?.wallet;
          proofKey = wallet ? await createProofCheckKey(kit) : undefined;
          const apiKeys = proofKey ? [proofKey.apiKey] : [];
          const fields: SignupSignatureFields = {
            apiKeys,
            authenticators: [],
            oauthProviders: [],
            ...(isEmail ? { email: handle.contact } : { phoneNumber: handle.contact }),
          };
          const clientSignature = await traced(trace, 'crypto:client-signature', () =>
            signClientSignature(
              key.keyPair.privateKey,
              key.publicKey,
              signupSignatureMessage({ fields, tokenId: claims.id }),
              kit.crypto,
            ),
          );
          const request: ProxyBody<'signup_v2'> = {
            ...(isEmail ? { userEmail: handle.contact } : { userPhoneNumber: handle.contact }),
            userName: args.signup?.userName,
            organizationName: args.signup?.organizationName,
            verificationToken,
            apiKeys,
            authenticators: [],
            oauthProviders: [],
            wallet,
            clientSignature,
          };
          const signingUp = kit.proxy.signupV2(request, call);
          // A new user: the wallet's checks load while the signup is on the wire.
          preloadProofChecks(kit, wallet);
          const created = await signingUp;
          organizationId = created.organizationId;
          signup = { ...created, accounts: wallet?.accounts };
        }
        const logIn = async (): Promise<string> => {
          if (attested) {
            return attestedLoginTo(kit, {
              key,
              scheme,
              token: verificationToken,
              organizationId,
              signal,
            });
          }
          const clientSignature = await traced(trace, 'crypto:client-signature', () =>
            signClientSignature(
              key.keyPair.privateKey,
              key.publicKey,
              loginSignatureMessage({ publicKey: key.publicKey, tokenId: claims.id }),
              kit.crypto,
            ),
          );
          const { session } = await kit.proxy.otpLoginV2(
            { verificationToken, publicKey: key.publicKey, clientSignature, organizationId },
            call,
          );
          return session;
        };
        // A new wallet's boot proofs are fetched and checked while the login is in flight
        // (finishLogin), stamped by the key the signup registered.
        return finishLogin(kit, {
          token: logIn(),
          key,
          signup,
          proofStamper: proofKey?.stamper,
          signal,
        });
      },
      takeSessionKey(handle),
    );
  });
}
