const body = Buffer.from(JSON.stringify({ organizationId: 'x'.repeat(36), apiKeyId: 'y'.repeat(36) }));
const hdrs: [string, string][] = [['host', '127.0.0.1:1234'], ['content-type', 'application/json'], ['accept', 'application/json'], ['x-stamp', 'a'.repeat(300)], ['content-length', String(body.length)]];
async function time(label: string, fn: () => Promise<unknown> | unknown, n = 50000) {
  for (let i = 0; i < 5000; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label.padEnd(50), ((performance.now() - t) * 1000 / n).toFixed(2), 'us');
}
await time('new Headers(pairs)', () => new Headers(hdrs));
await time('new Request(body Buffer)', () => new Request('http://127.0.0.1:1234/public/v1/query/get_api_key', { method: 'POST', headers: hdrs, body }));
await time('new Request(no body)', () => new Request('http://127.0.0.1:1234/public/v1/query/get_api_key', { method: 'POST', headers: hdrs }));
await time('new Request + text()', () => new Request('http://127.0.0.1:1234/public/v1/query/get_api_key', { method: 'POST', headers: hdrs, body }).text());
await time('new Request + reader loop', async () => {
  const r = new Request('http://127.0.0.1:1234/public/v1/query/get_api_key', { method: 'POST', headers: hdrs, body });
  const reader = r.body!.getReader(); for (;;) { const { done } = await reader.read(); if (done) break; }
});
await time('new URL', () => new URL('http://127.0.0.1:1234/public/v1/query/get_api_key'));
const json = JSON.stringify({ apiKey: { credential: { publicKey: 'a'.repeat(66), type: 'CREDENTIAL_TYPE_API_KEY_P256' }, apiKeyId: 'x'.repeat(36), apiKeyName: 'Sandbox admin key', createdAt: { seconds: '1', nanos: '0' }, updatedAt: { seconds: '1', nanos: '0' } } });
await time('new Response(json, headers)', () => new Response(json, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } }));
await time('new Response + arrayBuffer', () => new Response(json, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } }).arrayBuffer());
await time('new Response + text', () => new Response(json, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } }).text());
const { createHash } = await import('node:crypto');
await time('sha256 hex', () => createHash('sha256').update(body).digest('hex'));
await time('TextDecoder fatal', () => new TextDecoder('utf-8', { fatal: true }).decode(body));
const dec = new TextDecoder('utf-8', { fatal: true });
await time('TextDecoder reuse', () => dec.decode(body));
await time('noop await', () => undefined);
