import { createSandbox } from '../../src/sandbox/createSandbox.js';
import { stampBody } from '../support/stampBody.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const disk = process.argv[2] === 'disk';
const sb = await createSandbox(disk ? { dataDir: mkdtempSync(join(tmpdir(), 'x-')) } : { memory: true });
const b = sb.bootstrap;
const body = JSON.stringify({ organizationId: b.organizationId, apiKeyId: b.apiKey.apiKeyId });
const stamp = stampBody(body, b.apiKey);
const url = `${b.baseUrl}/public/v1/query/get_api_key`;
async function once() {
  const r = await sb.handler(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-stamp': stamp }, body }));
  const t = await r.arrayBuffer();
  if (r.status !== 200) throw new Error(String(r.status));
  return t;
}
for (let i = 0; i < 3000; i++) await once();
const N = 20000;
let t = performance.now();
for (let i = 0; i < N; i++) await once();
console.log('sequential us/req', ((performance.now() - t) * 1000 / N).toFixed(1));
t = performance.now();
for (let k = 0; k < N / 32; k++) await Promise.all(Array.from({ length: 32 }, once));
console.log('32 concurrent us/req', ((performance.now() - t) * 1000 / N).toFixed(1));
await sb.close();
