#!/usr/bin/env node
/**
 * `npx embedded-wallet-kit-sandbox --port 8787 --data-dir .sandbox [--memory]` (in this
 * repository `npm run sandbox --`): serves the signed API (`/public/v1/`), the auth proxy
 * (`/v1/`) and the dev pages (`/__dev/`) on one port, and prints the kit config of the sandbox
 * (or writes it to an env file with `--write-env`). `--help` explains every option.
 */
import { parseArgs } from 'node:util';
import { sandboxKitConfig } from './dev/devInfo.js';
import { writeEnvFile } from './dev/writeEnvFile.js';
import { startSandbox } from './startSandbox.js';
import { isWebAuthnOriginEntry } from './webauthn/expectedWebAuthnOrigins.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'data-dir': { type: 'string', default: '.sandbox' },
    memory: { type: 'boolean', default: false },
    // The kit config, written where the app's bundler reads its environment. Not `--env-file`:
    // Node 20 takes that flag for itself even after the script's name, and exits.
    'write-env': { type: 'string' },
    'env-name': { type: 'string', default: 'VITE_EWK_SANDBOX' },
    host: { type: 'string', default: '127.0.0.1' },
    'base-url': { type: 'string' },
    'allowed-hosts': { type: 'string' },
    'dev-origins': { type: 'string' },
    // WebAuthn relying party: an app on another origin (another port, a real domain) registers
    // and uses passkeys only if its origin is allowed and its RP id is the one checked.
    'webauthn-origin': { type: 'string', multiple: true },
    'rp-id': { type: 'string' },
    // A wallet key signs up only with that wallet's proof of possession, unless switched off.
    'require-wallet-proof': { type: 'boolean', default: true },
    'allow-unproven-wallet-signups': { type: 'boolean', default: false },
    'frame-port': { type: 'string', default: '0' },
    'chain-rpc': { type: 'string' },
    'frame-parent-origins': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npx embedded-wallet-kit-sandbox [options]

  --port 8787            port (0 picks a free one)
  --data-dir .sandbox    store, bootstrap.json and secret.key (files 0600, folder 0700)
  --memory               a throw-away store in memory
  --write-env PATH       write the kit config (what sandboxConfig() of embedded-wallet-kit
                         reads) to this dotenv file, e.g. .env.local, as one variable; other
                         lines of the file are kept
  --env-name NAME        that variable's name. Default VITE_EWK_SANDBOX (Vite exposes VITE_*);
                         for Next.js: NEXT_PUBLIC_EWK_SANDBOX
  --base-url URL         public URL when it differs from http://localhost:<port>
  --host 127.0.0.1       address to listen on. The sandbox holds dev keys and a dev inbox that
                         shows one-time codes, and its dev endpoints take no credentials:
                         0.0.0.0 lets anyone on your network use them. Only do it on a network
                         you trust (e.g. to test on a phone), and stop it afterwards.
  --allowed-hosts a,b    Host header values answered besides loopback names (localhost,
                         *.localhost, 127.0.0.0/8, [::1]), the --base-url host and the --host
                         address; ".example.com" allows a domain and its subdomains, "all" any
                         host. Other hosts get 403: this stops DNS rebinding, where a web page
                         re-points its own name at 127.0.0.1. "all" turns that defence off.
  --dev-origins a,b      page origins (http://localhost:3000) that may call /__dev/* (inbox,
                         info, records) besides the sandbox's own origin; never "*"
  --webauthn-origin O    an origin passkey ceremonies may come from (repeat for several; a
                         loopback host may take any port: http://localhost:*). Default: the base
                         URL's origin, and its host on any port when that is loopback.
  --rp-id HOST           the WebAuthn relying party id. Default: the base URL's host name.
                         Both can be changed while running: PATCH /__dev/proxy-config
                         {"webauthnOrigins":[...],"rpId":"..."}
  --allow-unproven-wallet-signups
                         take a signup_v2 that registers a wallet key (secp256k1, Ed25519)
                         without that wallet's signature over the signup, as the production
                         service does (its own client's wallet signup sends none). Without it
                         such a signup is refused (README "Wallet security"): anyone knows a
                         wallet's public key and could sign it up beside a key of their own
  --require-wallet-proof the default; kept for scripts that pass it
  --frame-port 0         port of the kit's isolated frame (export and import), an origin of its
                         own; 0 picks a free one. Served when the kit's frame files are installed
  --chain-rpc URL        a local Ethereum development chain (Hardhat's network, anvil): each new
                         embedded Ethereum account is sent 10 test ETH there from the chain's
                         first unlocked dev account (npm run demo starts one)
  --frame-parent-origins a,b
                         the app origins (http://localhost:5173) that may embed the frame and
                         talk to it. Without it the frame is served closed: no page may embed
                         it (frame-ancestors 'none') and it talks to no app
  -h, --help             this text`);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`sandbox: --port must be a port number, got ${values.port}`);
  process.exit(2);
}

const list = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const allowedHosts = values['allowed-hosts'] === 'all' ? true : list(values['allowed-hosts']);

const badOrigin = values['webauthn-origin']?.find((o) => !isWebAuthnOriginEntry(o));
if (badOrigin !== undefined) {
  console.error(
    `sandbox: --webauthn-origin must be an origin (scheme://host[:port]) or http://localhost:*, got ${badOrigin}`,
  );
  process.exit(2);
}

const envName = values['env-name'];
if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(envName)) {
  console.error(`sandbox: --env-name must be an environment variable name, got ${envName}`);
  process.exit(2);
}

const framePort = Number(values['frame-port']);
if (!Number.isInteger(framePort) || framePort < 0 || framePort > 65_535) {
  console.error(`sandbox: --frame-port must be a port number, got ${values['frame-port']}`);
  process.exit(2);
}

const chainRpc = values['chain-rpc'];
if (chainRpc !== undefined && !/^https?:\/\/[^/]/.test(chainRpc)) {
  console.error(`sandbox: --chain-rpc must be an http(s) JSON-RPC URL, got ${chainRpc}`);
  process.exit(2);
}
const frameParentOrigins = list(values['frame-parent-origins']);

let running: Awaited<ReturnType<typeof startSandbox>>;
try {
  running = await startSandbox({
    port,
    host: values.host,
    allowedHosts,
    devOrigins: list(values['dev-origins']),
    ...(values.memory ? { memory: true } : { dataDir: values['data-dir'] }),
    ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
    ...(values['webauthn-origin'] ? { webauthnOrigins: values['webauthn-origin'] } : {}),
    ...(values['rp-id'] ? { rpId: values['rp-id'] } : {}),
    ...(chainRpc ? { chainRpcUrl: chainRpc } : {}),
    requireWalletProof: !values['allow-unproven-wallet-signups'],
    frame: { port: framePort, parentOrigins: frameParentOrigins },
  });
} catch (error) {
  console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const b = running.bootstrap;
console.log(`embedded-wallet-kit sandbox listening on ${running.url}`);
console.log(`  signed API   ${b.baseUrl}/public/v1/`);
console.log(
  `  auth proxy   ${b.authProxyUrl}/v1/   (X-Auth-Proxy-Config-ID: ${b.authProxyConfigId})`,
);
console.log(`  dev inbox    ${running.url}/__dev/inbox`);
console.log(`  dev info     ${running.url}/__dev/info`);
console.log(
  `  frame        ${
    running.frameUrl === undefined
      ? "not served: the kit's frame files are not installed (in a checkout: npm run build)"
      : frameParentOrigins.length > 0
        ? `${running.frameUrl} for ${frameParentOrigins.join(' ')}`
        : `${running.frameUrl} closed: no app may embed it; start with --frame-parent-origins <your app's origin>`
  }`,
);
if (chainRpc) console.log(`  chain        ${chainRpc} (each new Ethereum account gets 10 ETH)`);
console.log(`  organization ${b.organizationId}`);
console.log(
  `  passkeys     RP id ${running.sandbox.context.settings.rpId}, origins ${running.sandbox.context.settings.webauthnOrigins.join(' ')}`,
);
console.log(
  values.memory
    ? '  store        in memory (lost on exit)'
    : `  store        ${values['data-dir']}/ (bootstrap.json holds the admin API key)`,
);

// The whole kit config, one line of JSON: for `sandboxConfig(...)` of embedded-wallet-kit.
const kitConfig = JSON.stringify(sandboxKitConfig(b));
const envFile = values['write-env'];
if (envFile !== undefined) {
  try {
    writeEnvFile(envFile, envName, kitConfig);
  } catch (error) {
    console.error(
      `sandbox: --write-env: ${error instanceof Error ? error.message : String(error)}`,
    );
    await running.close();
    process.exit(2);
  }
  // How the app reads it: Vite exposes VITE_* on import.meta.env, other bundlers use process.env.
  const read = envName.startsWith('VITE_')
    ? `import.meta.env.${envName}`
    : `process.env.${envName}`;
  console.log(`  kit config   written to ${envFile} as ${envName}: sandboxConfig(${read})`);
} else {
  console.log(
    `  kit config   sandboxConfig(<the JSON below>) from embedded-wallet-kit, or start with --write-env .env.local`,
  );
  console.log(kitConfig);
}
console.log(
  `  other origin an app page on another origin reads /__dev/* only with --dev-origins <its origin>`,
);

const stop = () => {
  running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
