import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../src/sandbox/store/Store.js';
const dir = mkdtempSync(join(tmpdir(), 's-'));
const a = new Store({ dataDir: dir });
a.setMeta('x', '1');
try { const b = new Store({ dataDir: dir }); console.log('second opened', b.getMeta('x')); } catch (e) { console.log('second failed:', (e as Error).message); }
a.close();
const c = new Store({ dataDir: dir }); console.log('after close', c.getMeta('x')); c.close();
