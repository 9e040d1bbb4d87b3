/**
 * Child process: the sandbox as `npm run sandbox` serves it (startSandbox), reporting its URL and
 * bootstrap to the parent over IPC. Arguments: the data dir (on-disk store; empty or absent for
 * an in-memory one), then optionally the port (default any free one) and the public base URL.
 */
import type { Bootstrap } from '../../src/sandbox/bootstrap.js';
import { startSandbox } from '../../src/sandbox/startSandbox.js';
import { exitOnStop, signalReady } from './forkServer.js';

const [dataDir, port, baseUrl] = process.argv.slice(2);
const running = await startSandbox({
  port: port ? Number(port) : 0,
  host: '127.0.0.1',
  ...(baseUrl ? { baseUrl } : {}),
  ...(dataDir ? { dataDir } : { memory: true }),
});
signalReady<Bootstrap>(running.url, running.bootstrap);
exitOnStop(() => running.close());
