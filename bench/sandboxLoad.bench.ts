/**
 * Sandbox throughput on stamped `get_api_key` queries, beside a bare `node:http` server answering
 * the same bytes, in one run: the ratio says what the spine (Request construction, stamp
 * verification, validation, SQLite, the store's mutex) costs over Node's own HTTP floor.
 * Each server runs in its own child process, started the same way, and autocannon runs here, so
 * on a 2-core machine the load generator and the server each have a core.
 *
 * Two sandbox figures: the same stamped request over and over (what the ratio target is set
 * on; the server verifies its signature once and remembers that it verified, while the key's
 * registration, expiry and organisation are still checked on every request), and a fresh
 * signature on every request (each one verified in full: the cost a client with random-nonce
 * ECDSA, like WebCrypto, puts on the server).
 *
 * Targets: ratio >= 0.5, sandbox p99 < 20 ms. Printed, never asserted.
 * Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 32), BENCH_CPU_PROF (dir).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bootstrap } from '../src/sandbox/bootstrap.js';
import { forkServer } from './support/forkServer.js';
import { freshStamps } from './support/freshStamps.js';
import { formatFigures, loadTest } from './support/loadTest.js';
import { stampBody } from './support/stampBody.js';

export const description =
  'sandbox req/s and p99 on stamped get_api_key queries vs a bare node:http server (autocannon)';

export async function run(): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const dataDir = mkdtempSync(join(tmpdir(), 'ewk-bench-'));
  const sandbox = await forkServer<Bootstrap>('./sandboxServerChild.ts', [dataDir]);
  let bare: Awaited<ReturnType<typeof forkServer>> | undefined;
  try {
    const b = sandbox.info;
    const path = '/public/v1/query/get_api_key';
    const body = JSON.stringify({ organizationId: b.organizationId, apiKeyId: b.apiKey.apiKeyId });
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-stamp': stampBody(body, b.apiKey),
    };
    const probe = await fetch(`${sandbox.url}${path}`, { method: 'POST', headers, body });
    const expected = await probe.text();
    if (probe.status !== 200) {
      throw new Error(`sandbox answered ${probe.status} to the probe: ${expected.slice(0, 300)}`);
    }
    bare = await forkServer('./bareServerChild.ts', [expected]);

    const common = {
      method: 'POST' as const,
      headers,
      body,
      connections,
      duration,
      expectBody: expected,
    };
    const baseline = await loadTest('bare node:http', { ...common, url: `${bare.url}${path}` });
    const measured = await loadTest('sandbox', { ...common, url: `${sandbox.url}${path}` });
    // Each connection cycles through its own 500 stamps: 16,000 different ones go by between two
    // uses of any of them, four times what the server remembers (4,096 verified signatures), so
    // every signature is verified in full.
    const perConnection = 500;
    const pool = freshStamps(body, b.apiKey, perConnection * connections);
    let next = 0;
    const fresh = await loadTest('sandbox, fresh stamps', {
      ...common,
      url: `${sandbox.url}${path}`,
      setupClient(client) {
        const slice = pool.slice(next * perConnection, (next + 1) * perConnection);
        next = (next + 1) % connections;
        client.setRequests(
          slice.map((stamp) => ({
            method: 'POST',
            headers: { ...headers, 'x-stamp': stamp },
            body,
          })),
        );
      },
    });
    const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
    const freshRatio = fresh.requestsPerSecond / baseline.requestsPerSecond;

    console.log(
      `POST ${path} (${body.length} B body, stamped; ${expected.length} B answer), ` +
        `${connections} connections, ${duration} s each, loopback, servers in child processes`,
    );
    console.log(formatFigures([baseline, measured, fresh]));
    console.log(
      `ratio sandbox/bare: ${ratio.toFixed(2)} (target >= 0.5, ${ratio >= 0.5 ? 'met' : 'MISSED'}); ` +
        `sandbox p99: ${measured.p99Ms.toFixed(1)} ms (target < 20 ms, ${measured.p99Ms < 20 ? 'met' : 'MISSED'})`,
    );
    console.log(
      `with a fresh signature per request: ratio ${freshRatio.toFixed(2)}, p99 ${fresh.p99Ms.toFixed(1)} ms`,
    );
    for (const run of [measured, fresh]) {
      if (run.non2xx > 0 || run.mismatches > 0 || run.errors > 0) {
        console.log(`WARNING: ${run.label}: failed or unexpected answers during the run`);
      }
    }
  } finally {
    await bare?.stop();
    await sandbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
