import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../src/sandbox/store/Store.js';
for (const mode of ['memory', 'disk', 'disk-deferred', 'disk-exclusive', 'disk-exclusive-deferred']) {
  const store = new Store(mode === 'memory' ? { memory: true } : { dataDir: mkdtempSync(join(tmpdir(), 's-')) });
  if (mode.includes('exclusive')) store.db.pragma('locking_mode = EXCLUSIVE');
  const begin = mode.includes('deferred') ? 'BEGIN' : 'BEGIN IMMEDIATE';
  store.insert('credential', { id: 'k', organizationId: 'o', userId: 'u', name: 'n', publicKey: 'p', type: 'CREDENTIAL_TYPE_API_KEY_P256', curveType: 'API_KEY_CURVE_P256', createdAtMs: 1, updatedAtMs: 1 }, { organizationId: 'o', index: { publicKey: 'p' } });
  const N = 50000;
  const run = () => { store.db.exec(begin); store.findOne('credential', 'publicKey', 'p'); store.get('credential', 'k'); store.db.exec('COMMIT'); };
  for (let i = 0; i < 5000; i++) run();
  let t = performance.now();
  for (let i = 0; i < N; i++) run();
  const a = (performance.now() - t) * 1000 / N;
  t = performance.now();
  for (let i = 0; i < N; i++) { store.findOne('credential', 'publicKey', 'p'); store.get('credential', 'k'); }
  const b = (performance.now() - t) * 1000 / N;
  console.log(mode.padEnd(26), 'tx+2 reads', a.toFixed(2), 'us; 2 reads alone', b.toFixed(2), 'us');
  store.close();
}
