/**
 * The app-proof attestation verifier (core/crypto/attestation): what its lazy chunk costs a browser
 * app, and what one complete check costs in Node.
 *
 * Size: a minimal app that calls `loadAttestationVerifier()`, built with Vite as an integrator's
 * production build would; the chunks it loads on demand are the verifier (CBOR, X.509/DER, the
 * Nitro checks), printed minified and gzipped. Aim: about 10 KB gzip.
 *
 * Time: `verifyAppProof` on a real production pair (16 PCRs, AWS Nitro root, 4-certificate
 * chain) and on a sandbox pair (32 PCRs with PCR17, 2-certificate chain), median of many runs
 * after a warm-up (the root's parse and self-signature check are done once per page). Target:
 * under 10 ms. Printed, never asserted.
 */

import { verifyAppProof } from '../src/core/crypto/verifyAppProof.js';
import { productionPair2 } from '../test/support/core/productionProofs.js';
import { sandboxPair } from '../test/support/sandboxProofs.js';
import { buildApp, byteSize, gzipSize, kb } from './support/buildApp.js';

export const description =
  'app-proof verifier: lazy chunk size (gzip) and one verification (median, Node)';

const SIZE_AIM = 10_000;
const TIME_TARGET_MS = 10;
const RUNS = 200;

const APP = `
import { loadAttestationVerifier } from 'embedded-wallet-kit';
document.querySelector('button').onclick = () =>
  loadAttestationVerifier().then((v) => { document.title = typeof v.verifyBootProof; });
`;

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export async function run(): Promise<void> {
  const app = await buildApp(APP);
  const lazy = app.chunks.filter((chunk) => !chunk.initial);
  let min = 0;
  let gzip = 0;
  for (const chunk of lazy) {
    min += byteSize(chunk.code);
    gzip += gzipSize(chunk.code);
    console.log(
      `  lazy ${chunk.fileName}: ${kb(byteSize(chunk.code))} min, ${kb(gzipSize(chunk.code))} gzip`,
    );
    const heaviest = Object.entries(chunk.modules)
      .sort((a, b) => b[1].renderedLength - a[1].renderedLength)
      .slice(0, 4)
      .map(
        ([id, m]) =>
          `${id.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')} ${kb(m.renderedLength)}`,
      );
    console.log(`    heaviest (min, before gzip): ${heaviest.join(', ')}`);
  }
  const verdict =
    gzip <= SIZE_AIM
      ? `within ${kb(SIZE_AIM)}`
      : `OVER the ${kb(SIZE_AIM)} aim by ${kb(gzip - SIZE_AIM)}`;
  console.log(`verifier chunk: ${kb(min)} min, ${kb(gzip)} gzip (${verdict})`);

  const production = await median(() => verifyAppProof(productionPair2));
  const pair = await sandboxPair();
  const sandbox = await median(() =>
    verifyAppProof({ ...pair, rootCertificate: pair.authority.rootCertificate }),
  );
  const line = (name: string, ms: number) =>
    `${name}: ${ms.toFixed(2)} ms median of ${RUNS} (${ms < TIME_TARGET_MS ? 'under' : 'OVER'} ${TIME_TARGET_MS} ms)`;
  console.log(line('one verification, production pair (AWS root, 16 PCRs)', production));
  console.log(line('one verification, sandbox pair (32 PCRs, PCR17)', sandbox));
}
