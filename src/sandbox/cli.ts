#!/usr/bin/env node
/**
 * `npm run sandbox -- --port 8787 --data-dir .sandbox [--memory]`: serves the signed API
 * (`/public/v1/`), the auth proxy (`/v1/`) and the dev pages (`/__dev/`) on one port.
 */
import { parseArgs } from 'node:util';
import { startSandbox } from './startSandbox.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'data-dir': { type: 'string', default: '.sandbox' },
    memory: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
    'base-url': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    `Usage: npm run sandbox -- [--port 8787] [--data-dir .sandbox] [--memory] [--host 127.0.0.1] [--base-url URL]`,
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`sandbox: --port must be a port number, got ${values.port}`);
  process.exit(2);
}

const running = await startSandbox({
  port,
  host: values.host,
  ...(values.memory ? { memory: true } : { dataDir: values['data-dir'] }),
  ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
});

const b = running.bootstrap;
console.log(`embedded-wallet-kit sandbox listening on ${running.url}`);
console.log(`  signed API   ${b.baseUrl}/public/v1/`);
console.log(
  `  auth proxy   ${b.authProxyUrl}/v1/   (X-Auth-Proxy-Config-ID: ${b.authProxyConfigId})`,
);
console.log(`  dev inbox    ${running.url}/__dev/inbox`);
console.log(`  dev info     ${running.url}/__dev/info`);
console.log(`  organization ${b.organizationId}`);
console.log(
  values.memory
    ? '  store        in memory (lost on exit)'
    : `  store        ${values['data-dir']}/ (bootstrap.json holds the admin API key)`,
);

const stop = () => {
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
