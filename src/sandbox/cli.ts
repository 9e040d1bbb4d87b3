#!/usr/bin/env node
/**
 * `npm run sandbox -- --port 8787 --data-dir .sandbox [--memory]`: serves the signed API
 * (`/public/v1/`), the auth proxy (`/v1/`) and the dev pages (`/__dev/`) on one port.
 */
import { parseArgs } from 'node:util';
import { startSandbox } from './startSandbox.js';
import { isWebAuthnOriginEntry } from './webauthn/expectedWebAuthnOrigins.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'data-dir': { type: 'string', default: '.sandbox' },
    memory: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
    'base-url': { type: 'string' },
    // WebAuthn relying party: an app on another origin (another port, a real domain) registers
    // and uses passkeys only if its origin is allowed and its RP id is the one checked.
    'webauthn-origin': { type: 'string', multiple: true },
    'rp-id': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    `Usage: npm run sandbox -- [--port 8787] [--data-dir .sandbox] [--memory] [--host 127.0.0.1] [--base-url URL]
         [--webauthn-origin ORIGIN]... [--rp-id HOST]

  --webauthn-origin  an origin passkey ceremonies may come from (repeat for several; a loopback
                     host may take any port: http://localhost:*). Default: the base URL's origin,
                     and its host on any port when that is loopback.
  --rp-id            the WebAuthn relying party id. Default: the base URL's host name.
  Both can be changed while running: PATCH /__dev/proxy-config {"webauthnOrigins":[...],"rpId":"..."}`,
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`sandbox: --port must be a port number, got ${values.port}`);
  process.exit(2);
}

const badOrigin = values['webauthn-origin']?.find((o) => !isWebAuthnOriginEntry(o));
if (badOrigin !== undefined) {
  console.error(
    `sandbox: --webauthn-origin must be an origin (scheme://host[:port]) or http://localhost:*, got ${badOrigin}`,
  );
  process.exit(2);
}

const running = await startSandbox({
  port,
  host: values.host,
  ...(values.memory ? { memory: true } : { dataDir: values['data-dir'] }),
  ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
  ...(values['webauthn-origin'] ? { webauthnOrigins: values['webauthn-origin'] } : {}),
  ...(values['rp-id'] ? { rpId: values['rp-id'] } : {}),
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
  `  passkeys     RP id ${running.sandbox.context.settings.rpId}, origins ${running.sandbox.context.settings.webauthnOrigins.join(' ')}`,
);
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
