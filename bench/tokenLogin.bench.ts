/**
 * The kit's two ways to turn an OTP verification token into a session (`tokenLogin`), measured
 * in-process (the kit's `fetch` is `sandbox.handler`, no HTTP): `'attested'` (one `stamp_login`
 * stamped `X-Stamp-Attested`, wire-details "Attested stamps") against `'proxy'` (`account`, then
 * `otp_login_v2`). For each: a new user with a wallet (signup and its app-proof checks) and the
 * same user again (returning), last digit (`verifyOtp`) to session adopted, p50 over the runs;
 * then the p50 of each request the login sent. The two are interleaved run by run, so a busy
 * machine slows both alike. It chose the default (`'attested'`): the browser bench
 * (`browserLogin`) shows the same, with HTTP and rendering on top.
 *
 * Env: BENCH_RUNS (default 20, after 2 warm-ups). Printed, never asserted.
 */
import { cpus, loadavg } from 'node:os';
import { IDBFactory } from 'fake-indexeddb';
import { initOtp } from '../src/core/actions/initOtp.js';
import { logout } from '../src/core/actions/logout.js';
import { verifyOtp } from '../src/core/actions/verifyOtp.js';
import { createWalletKit } from '../src/core/createWalletKit.js';
import { createIndexedDbKeyStore } from '../src/core/keys/createIndexedDbKeyStore.js';
import type { WalletParams } from '../src/core/login/loginResult.js';
import { createMemoryStorage } from '../src/core/platform/createMemoryStorage.js';
import type { TokenLogin } from '../src/core/walletKit.js';
import { createSandbox, type Sandbox } from '../src/sandbox/index.js';

export const description =
  "OTP login in-process, tokenLogin 'attested' (X-Stamp-Attested stamp_login) vs 'proxy' (account + otp_login_v2)";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const MODES: TokenLogin[] = ['attested', 'proxy'];
const WALLET: WalletParams = {
  walletName: 'Bench',
  accounts: [
    {
      curve: 'CURVE_SECP256K1',
      pathFormat: 'PATH_FORMAT_BIP32',
      path: "m/44'/60'/0'/0/0",
      addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
    },
  ],
};

interface Figures {
  newUser: number[];
  returning: number[];
  /** Request (path tail, with the status when not 200) -> its durations. */
  requests: Map<string, number[]>;
}

const p50 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function readCode(sandbox: Sandbox, contact: string): Promise<string> {
  const url = `${sandbox.bootstrap.baseUrl}/__dev/inbox?to=${encodeURIComponent(contact)}`;
  const response = await sandbox.handler(
    new Request(url, { headers: { accept: 'application/json' } }),
  );
  const { messages } = (await response.json()) as { messages: { code: string }[] };
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code for ${contact}`);
  return code;
}

export async function run(): Promise<void> {
  const sandbox = await createSandbox();
  const b = sandbox.bootstrap;
  const figures = new Map<TokenLogin, Figures>(
    MODES.map((m) => [m, { newUser: [], returning: [], requests: new Map() }]),
  );
  let recording: Figures | undefined;
  const kitFor = (tokenLogin: TokenLogin) =>
    createWalletKit({
      authProxyUrl: b.authProxyUrl,
      authProxyConfigId: b.authProxyConfigId,
      baseUrl: b.baseUrl,
      organizationId: b.organizationId,
      trustedKeys: b.trustedKeys,
      tokenLogin,
      fetch: async (url, init) => {
        const started = performance.now();
        const response = await sandbox.handler(new Request(url, init));
        if (recording) {
          const name = new URL(url).pathname.replace(/^.*\//, '');
          const key = response.status === 200 ? name : `${name} (${response.status})`;
          const list = recording.requests.get(key) ?? [];
          list.push(performance.now() - started);
          recording.requests.set(key, list);
        }
        return response;
      },
      keyStore: createIndexedDbKeyStore({ indexedDB: new IDBFactory() }),
      storage: createMemoryStorage(),
      pendingStorage: createMemoryStorage(),
      broadcastChannel: null,
      locks: null,
      transport: { retries: 0 },
    });
  try {
    for (let i = 0; i < RUNS + 2; i++) {
      // Alternate which mode goes first, so neither always runs on a warmer process.
      for (const mode of i % 2 ? [...MODES].reverse() : MODES) {
        const kit = kitFor(mode);
        const contact = `${mode}.${i}.${Date.now().toString(36)}@bench.example`;
        const mine = figures.get(mode) as Figures;
        for (const phase of ['newUser', 'returning'] as const) {
          const handle = await initOtp(kit, { otpType: 'OTP_TYPE_EMAIL', contact });
          const code = await readCode(sandbox, contact);
          recording = i >= 2 ? mine : undefined;
          const started = performance.now();
          await verifyOtp(kit, { handle, code, signup: { wallet: WALLET } });
          if (recording) mine[phase].push(performance.now() - started);
          recording = undefined;
          await logout(kit);
        }
        kit.destroy();
      }
    }
  } finally {
    sandbox.close();
  }
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${RUNS} runs each, interleaved`,
  );
  for (const mode of MODES) {
    const f = figures.get(mode) as Figures;
    console.log(
      `tokenLogin '${mode}': returning user p50 ${ms(p50(f.returning))}, new user with wallet p50 ${ms(p50(f.newUser))}`,
    );
    for (const [name, list] of f.requests) {
      console.log(`  ${name.padEnd(22)} x${String(list.length).padEnd(3)} p50 ${ms(p50(list))}`);
    }
  }
}
