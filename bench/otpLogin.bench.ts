/**
 * Full e-mail OTP logins per second through the auth proxy, in-process (`sandbox.handler`, no
 * HTTP): `otp_init_v2` -> read the code from the dev inbox -> `otp_verify_v2` -> `otp_login_v2`,
 * each proxy call forwarded, stamped and recorded as an activity like in production. One login
 * at a time (the store serialises writes anyway), on an in-memory store.
 *
 * Then the cost split: the server's crypto steps of one login, timed on their own the same
 * number of times (HPKE target + open, the three JWT operations, the three proxy stamps signed
 * and verified plus the client signature check); the rest of the server time is routing, JSON,
 * validation and the store. The client's own work (HPKE seal, signing) is timed apart and left
 * out of the server figures.
 *
 * Env: BENCH_DURATION (s, default 5), BENCH_USERS (default 50). Printed, never asserted.
 */
import { createVerify, randomUUID } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import {
  loginSignatureMessage,
  signupSignatureMessage,
} from '../src/protocol/clientSignatureMessage.js';
import { bytesToHex, hexToBytes, utf8Encode } from '../src/protocol/encoding.js';
import type { OtpTargetData } from '../src/protocol/signedEnvelope.js';
import { decodeApiKeyStamp } from '../src/protocol/stamp.js';
import { createSandbox, type Sandbox } from '../src/sandbox/createSandbox.js';
import type { InboxMessage } from '../src/sandbox/dev/inbox/inboxMessage.js';
import {
  createOtpTarget,
  type EnclaveKeys,
  hpkeSealToPublicKey,
  openEncryptedOtpBundle,
  signSessionJwt,
  signVerificationToken,
  verifyP256Signature,
  verifyVerificationToken,
} from '../src/sandbox/enclave/index.js';
import { stampWithProxyKey } from '../src/sandbox/proxy/proxyKey/stampWithProxyKey.js';

export const description =
  'e-mail OTP logins/s through the auth proxy in-process (init, verify, login), with the cost split';

interface Timer {
  clientMs: number;
}

async function call<T>(sandbox: Sandbox, op: string, body: unknown): Promise<T> {
  const response = await sandbox.handler(
    new Request(`${sandbox.bootstrap.authProxyUrl}/v1/${op}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-auth-proxy-config-id': sandbox.bootstrap.authProxyConfigId,
      },
      body: JSON.stringify(body),
    }),
  );
  const json = (await response.json()) as T;
  if (response.status !== 200) throw new Error(`${op}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function latestCode(sandbox: Sandbox, to: string): Promise<string> {
  const response = await sandbox.handler(
    new Request(`${sandbox.bootstrap.baseUrl}/__dev/inbox?to=${encodeURIComponent(to)}`, {
      headers: { accept: 'application/json' },
    }),
  );
  const { messages } = (await response.json()) as { messages: InboxMessage[] };
  return messages[0]?.code ?? '';
}

function clientKey() {
  const privateKey = p256.utils.randomSecretKey();
  return { privateKey, publicKey: bytesToHex(p256.getPublicKey(privateKey, true)) };
}

const sign = (privateKey: Uint8Array, message: string) =>
  bytesToHex(p256.sign(sha256(utf8Encode(message)), privateKey, { prehash: false }));

/** The client side of init + verify: returns the verification token and the key in it. */
async function verifyEmail(sandbox: Sandbox, email: string, timer: Timer) {
  const init = await call<{ otpId: string; otpEncryptionTargetBundle: string }>(
    sandbox,
    'otp_init_v2',
    {
      otpType: 'OTP_TYPE_EMAIL',
      contact: email,
    },
  );
  const code = await latestCode(sandbox, email);
  const started = performance.now();
  const key = clientKey();
  const envelope = JSON.parse(init.otpEncryptionTargetBundle) as { data: string };
  const { targetPublic } = JSON.parse(
    Buffer.from(envelope.data, 'hex').toString('utf8'),
  ) as OtpTargetData;
  const sealed = hpkeSealToPublicKey(
    utf8Encode(JSON.stringify({ otp_code: code, public_key: key.publicKey })),
    targetPublic,
  );
  timer.clientMs += performance.now() - started;
  const { verificationToken } = await call<{ verificationToken: string }>(
    sandbox,
    'otp_verify_v2',
    {
      otpId: init.otpId,
      encryptedOtpBundle: JSON.stringify(sealed),
    },
  );
  const tokenId = (
    JSON.parse(Buffer.from(verificationToken.split('.')[1] ?? '', 'base64url').toString()) as {
      id: string;
    }
  ).id;
  return { verificationToken, key, tokenId };
}

async function login(sandbox: Sandbox, email: string, timer: Timer): Promise<void> {
  const { verificationToken, key, tokenId } = await verifyEmail(sandbox, email, timer);
  const started = performance.now();
  const message = loginSignatureMessage({ publicKey: key.publicKey, tokenId });
  const clientSignature = {
    publicKey: key.publicKey,
    scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
    message,
    signature: sign(key.privateKey, message),
  };
  timer.clientMs += performance.now() - started;
  await call(sandbox, 'otp_login_v2', {
    verificationToken,
    publicKey: key.publicKey,
    clientSignature,
  });
}

/** Mean ms of `fn` over `n` runs. */
async function timeEach(n: number, fn: () => unknown): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < n; i++) await fn();
  return (performance.now() - started) / n;
}

/** The server's crypto of one login, each step on its own. */
async function cryptoSplit(sandbox: Sandbox, n: number) {
  const keys = sandbox.context.keys as EnclaveKeys;
  const config = sandbox.context.store.get('proxyConfig', sandbox.bootstrap.authProxyConfigId);
  if (!config) throw new Error('no proxy config');
  const target = createOtpTarget(keys.tlsFetcher);
  const { targetPublic } = JSON.parse(
    Buffer.from((JSON.parse(target.bundle) as { data: string }).data, 'hex').toString('utf8'),
  ) as OtpTargetData;
  const client = clientKey();
  const sealed = JSON.stringify(
    hpkeSealToPublicKey(
      utf8Encode(JSON.stringify({ otp_code: '123456', public_key: client.publicKey })),
      targetPublic,
    ),
  );
  const claims = {
    exp: String(Date.now() + 600_000),
    id: randomUUID(),
    organization_id: config.organizationId,
    verification_type: 'OTP_TYPE_EMAIL' as const,
    contact: 'bench@example.com',
    public_key: client.publicKey,
  };
  const token = await signVerificationToken(keys.tlsFetcher, claims);
  const body = JSON.stringify({
    type: 'ACTIVITY_TYPE_OTP_LOGIN_V2',
    parameters: { verificationToken: token },
  });
  const stamp = decodeApiKeyStamp(stampWithProxyKey(sandbox.context.store, config, body));
  const message = loginSignatureMessage({ publicKey: client.publicKey, tokenId: claims.id });
  const signature = hexToBytes(sign(client.privateKey, message));

  const hpke =
    (await timeEach(n, () => createOtpTarget(keys.tlsFetcher))) +
    (await timeEach(n, () => openEncryptedOtpBundle(sealed, target.targetPrivateKey)));
  const jwt =
    (await timeEach(n, () => signVerificationToken(keys.tlsFetcher, claims))) +
    (await timeEach(n, () =>
      verifyVerificationToken(token, keys.tlsFetcher.publicKey, Date.now()),
    )) +
    (await timeEach(n, () =>
      signSessionJwt(keys.notarizer, {
        exp: Math.floor(Date.now() / 1000) + 900,
        public_key: client.publicKey,
        session_type: 'SESSION_TYPE_READ_WRITE',
        user_id: randomUUID(),
        organization_id: randomUUID(),
      }),
    ));
  // Three forwarded calls per login: three proxy stamps signed and verified.
  const publicKey = p256.Point.fromHex(stamp?.publicKey ?? '').toBytes(false);
  const verifyStamp = () => {
    const verifier = createVerify('sha256');
    verifier.update(body);
    return verifier.verify(
      {
        key: Buffer.concat([
          Buffer.from('3059301306072a8648ce3d020106082a8648ce3d030107034200', 'hex'),
          publicKey,
        ]),
        format: 'der',
        type: 'spki',
      },
      Buffer.from(stamp?.signature ?? '', 'hex'),
    );
  };
  const stamps =
    3 * (await timeEach(n, () => stampWithProxyKey(sandbox.context.store, config, body))) +
    3 * (await timeEach(n, verifyStamp)) +
    (await timeEach(n, () =>
      verifyP256Signature({
        publicKey: client.publicKey,
        message: utf8Encode(message),
        signature,
        format: 'raw',
      }),
    ));
  return { hpke, jwt, stamps };
}

export async function run(): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 5) * 1000;
  const users = Number(process.env.BENCH_USERS ?? 50);
  // A clock the bench moves on by a minute after each pass over the users, so the per-contact
  // send limit (5 a minute) never bites; every check (liveness, expiry) reads the same clock.
  let skew = 0;
  const sandbox = await createSandbox({ memory: true, now: () => Date.now() + skew });
  try {
    const emails = Array.from({ length: users }, (_, i) => `bench-${i}@example.com`);
    const setup: Timer = { clientMs: 0 };
    for (const email of emails) {
      const { verificationToken, key, tokenId } = await verifyEmail(sandbox, email, setup);
      const fields = { apiKeys: [], authenticators: [], oauthProviders: [], email };
      const message = signupSignatureMessage({ fields, tokenId });
      await call(sandbox, 'signup_v2', {
        userEmail: email,
        apiKeys: [],
        authenticators: [],
        oauthProviders: [],
        verificationToken,
        clientSignature: {
          publicKey: key.publicKey,
          scheme: 'CLIENT_SIGNATURE_SCHEME_API_P256',
          message,
          signature: sign(key.privateKey, message),
        },
      });
    }
    skew += 61_000;

    // Warm-up (JIT, caches), then the measured run.
    const warm: Timer = { clientMs: 0 };
    for (const email of emails.slice(0, 10)) await login(sandbox, email, warm);
    skew += 61_000;

    const timer: Timer = { clientMs: 0 };
    let logins = 0;
    const started = performance.now();
    while (performance.now() - started < duration) {
      await login(sandbox, emails[logins % users] ?? '', timer);
      logins++;
      if (logins % users === 0) skew += 61_000;
    }
    const elapsed = performance.now() - started;
    const perLogin = elapsed / logins;
    const clientPerLogin = timer.clientMs / logins;
    const serverPerLogin = perLogin - clientPerLogin;

    const split = await cryptoSplit(sandbox, Math.min(200, Math.max(50, logins)));
    const rest = serverPerLogin - split.hpke - split.jwt - split.stamps;
    const pct = (ms: number) => `${((ms / serverPerLogin) * 100).toFixed(0).padStart(3)} %`;
    const row = (label: string, ms: number) =>
      `  ${label.padEnd(50)} ${ms.toFixed(3).padStart(8)} ms  ${pct(ms)}`;

    console.log(
      `${logins} full e-mail OTP logins in ${(elapsed / 1000).toFixed(1)} s (${users} accounts, in-memory store)`,
    );
    console.log(
      `  ${(1000 / perLogin).toFixed(1)} logins/s end to end, client work included (${perLogin.toFixed(2)} ms each)`,
    );
    console.log(
      `  ${(1000 / serverPerLogin).toFixed(1)} logins/s of server work (${serverPerLogin.toFixed(2)} ms each; client ${clientPerLogin.toFixed(2)} ms)`,
    );
    console.log('server cost of one login (init + verify + login, 3 forwarded activities):');
    console.log(row('HPKE (target key + signed bundle, open)', split.hpke));
    console.log(row('JWT (sign + verify token, sign session)', split.jwt));
    console.log(row('ECDSA (3 proxy stamps signed+verified, client sig)', split.stamps));
    console.log(row('store, routing, JSON, validation (the rest)', rest));
  } finally {
    await sandbox.close();
  }
}
