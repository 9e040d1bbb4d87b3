/**
 * Child process: `vite preview` of a built demo (demo/vite.config.ts, its sandbox paths
 * forwarded to `EWK_SANDBOX_URL`), each forwarded request timed (proxyTiming.ts) and sent to the
 * parent as an `interval` message. A `flush` message is answered `flushed` with the same id: IPC
 * keeps order, so by then the parent holds every interval of the requests answered before it.
 * Arguments: the build's directory, the demo config, the port.
 */
import { preview } from 'vite';
import { exitOnStop, signalReady } from './forkServer.js';
import { proxyTiming } from './proxyTiming.js';

const [outDir, configFile, port] = process.argv.slice(2);
const server = await preview({
  configFile,
  logLevel: 'warn',
  plugins: [proxyTiming((interval) => process.send?.({ type: 'interval', interval }))],
  build: { outDir },
  preview: { port: Number(port), strictPort: true, host: 'localhost' },
});
process.on('message', (message: { type?: string; id?: number }) => {
  if (message.type === 'flush') process.send?.({ type: 'flushed', id: message.id });
});
signalReady(server.resolvedUrls?.local[0] ?? `http://localhost:${port}`, null);
exitOnStop(() => server.close());
