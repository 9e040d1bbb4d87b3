/**
 * Child process: the sandbox as `npm run sandbox` serves it (startSandbox, on-disk store in the
 * data dir given as argv[2]), reporting its URL and bootstrap to the parent over IPC.
 */
import type { Bootstrap } from '../../src/sandbox/bootstrap.js';
import { startSandbox } from '../../src/sandbox/startSandbox.js';
import { exitOnStop, signalReady } from './forkServer.js';

const dataDir = process.argv[2];
const running = await startSandbox({
  port: 0,
  host: '127.0.0.1',
  ...(dataDir ? { dataDir } : { memory: true }),
});
signalReady<Bootstrap>(running.url, running.bootstrap);
exitOnStop(() => running.close());
