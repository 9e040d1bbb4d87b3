/**
 * Child process: the baseline, a bare `node:http` server that reads the request body and answers
 * a fixed JSON body (argv[2]). Same process model, same request as the sandbox under test.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exitOnStop, signalReady } from './forkServer.js';

const body = Buffer.from(process.argv[2] ?? '{}');
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  signalReady(`http://127.0.0.1:${port}`, {});
});
exitOnStop(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
