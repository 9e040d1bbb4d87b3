/**
 * The CLI-served sandbox keeps every acknowledged write across a restart: a child process runs
 * `src/sandbox/cli.ts` on a temporary data dir, takes writes of several kinds over HTTP, stops
 * on SIGTERM, and a second run on the same dir reads them all back with the same keys.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { p256 } from '@noble/curves/nist.js';
import type { ActivityResponse, QueryName, SubmitName } from 'embedded-wallet-kit/protocol';
import {
  bytesToHex,
  queryPath,
  submitOperations,
  submitPath,
} from 'embedded-wallet-kit/protocol/internal';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { stampedRequest } from '../../test/support/sandbox/index.js';
import type { Bootstrap } from './bootstrap.js';
import type { DevInfo } from './dev/devInfo.js';

// Each test starts the CLI as a child process (Node, tsx compiling the sandbox): on a loaded
// two-core machine (CI runs this beside the type check and the package builds) one start alone
// has taken 20 s, so these tests get more than the suite's 30 s.
vi.setConfig({ testTimeout: 120_000 });

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'ewk-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
  output: string[];
}

/** Starts the CLI and resolves once it prints the URL it listens on (an event, not a sleep). */
async function startCli(args: string[] = ['--data-dir', dataDir]): Promise<Running> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/sandbox/cli.ts', '--port', '0', ...args],
    { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.setEncoding('utf8');
    child.stderr!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      output.push(chunk);
      seen += chunk;
      // Resolved once the whole banner is out (its last line names --dev-origins).
      const match = /listening on (http:\/\/\S+)[\s\S]*--dev-origins/.exec(seen);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: string) => output.push(chunk));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`the CLI exited before listening (${code ?? signal}): ${output.join('')}`)),
    );
  });
  // The server binds 127.0.0.1 and prints localhost; speak to the address it binds.
  return { child, url: url.replace('://localhost:', '://127.0.0.1:'), output };
}

async function stopCli(running: Running): Promise<void> {
  const exited = once(running.child, 'exit');
  running.child.kill('SIGTERM');
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  expect({ code, signal, output: code === 0 ? '' : running.output.join('') }).toEqual({
    code: 0,
    signal: null,
    output: '',
  });
}

const readBootstrap = (): Bootstrap =>
  JSON.parse(readFileSync(join(dataDir, 'bootstrap.json'), 'utf8')) as Bootstrap;

/** A client of one running CLI: stamps with the admin key (or another) and fetches over HTTP. */
function clientOf(running: Running, bootstrap: Bootstrap) {
  const target = { bootstrap: { ...bootstrap, baseUrl: running.url } };
  const post = async (path: string, body: unknown, privateKey?: string) => {
    const response = await fetch(stampedRequest(target, path, body, privateKey));
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  return {
    submitText: (op: SubmitName, parameters: unknown) =>
      JSON.stringify({
        type: submitOperations[op].type,
        timestampMs: String(Date.now()),
        organizationId: bootstrap.organizationId,
        parameters,
      }),
    submit: (op: SubmitName, text: string, privateKey?: string) =>
      post(submitPath(op), text, privateKey),
    query: (op: QueryName, body: Record<string, unknown>, privateKey?: string) =>
      post(queryPath(op), { organizationId: bootstrap.organizationId, ...body }, privateKey),
    devRecords: async (kind: string) => {
      const response = await fetch(
        `${running.url}/__dev/records/${kind}?organizationId=${bootstrap.organizationId}`,
      );
      return ((await response.json()) as { records: Record<string, unknown>[] }).records;
    },
  };
}

describe('sandbox CLI restart', () => {
  it('serves every acknowledged write again after SIGTERM and a restart on the same data dir', async () => {
    const first = await startCli();
    const bootstrap = readBootstrap();
    expect(bootstrap.apiKey.privateKey).toMatch(/^[0-9a-f]{64}$/);
    const client = clientOf(first, bootstrap);

    // Writes of several kinds.
    const tagText = client.submitText('create_user_tag', {
      userTagName: 'survivors',
      userIds: [bootstrap.userId],
    });
    const tag = await client.submit('create_user_tag', tagText);
    const profile = await client.submit(
      'create_session_profile',
      client.submitText('create_session_profile', { sessionProfileName: 'durable', scope: 'read' }),
    );
    const abi = await client.submit(
      'create_smart_contract_interface',
      client.submitText('create_smart_contract_interface', {
        smartContractAddress: '0x00000000000000000000000000000000000000aa',
        smartContractInterface: '[]',
        type: 'SMART_CONTRACT_INTERFACE_TYPE_ETHEREUM',
        label: 'kept',
      }),
    );
    const swap = await client.submit(
      'upsert_swap_config',
      client.submitText('upsert_swap_config', { feeBps: '25' }),
    );
    const endpoints = (await client.query('list_webhook_endpoints', {})).json.webhookEndpoints as {
      endpointId: string;
    }[];
    const removedEndpoint = endpoints[0]!.endpointId;
    const removal = await client.submit(
      'delete_webhook_endpoint',
      client.submitText('delete_webhook_endpoint', { endpointId: removedEndpoint }),
    );
    const sessionSecret = p256.utils.randomSecretKey();
    const sessionPublic = bytesToHex(p256.getPublicKey(sessionSecret, true));
    const login = await client.submit(
      'stamp_login',
      client.submitText('stamp_login', { publicKey: sessionPublic, expirationSeconds: '3600' }),
    );
    for (const out of [tag, profile, abi, swap, removal, login]) expect(out.status).toBe(200);
    const tagActivity = (tag.json as unknown as ActivityResponse).activity;

    await stopCli(first);

    const second = await startCli();
    try {
      const after = readBootstrap();
      // Same organization, same keys; only the URLs may follow the new port.
      const { baseUrl: _a, authProxyUrl: _b, ...kept } = after;
      const { baseUrl: _c, authProxyUrl: _d, ...before } = bootstrap;
      expect(kept).toEqual(before);
      const again = clientOf(second, after);

      // The admin key still stamps; the session key registered by stamp_login still does too.
      const adminKey = await again.query('get_api_key', { apiKeyId: bootstrap.apiKey.apiKeyId });
      expect(adminKey.status).toBe(200);
      const bySession = await again.query(
        'get_api_key',
        { apiKeyId: bootstrap.apiKey.apiKeyId },
        bytesToHex(sessionSecret),
      );
      expect(bySession.status).toBe(200);

      // The deleted endpoint stays deleted; the others are still listed.
      const listed = (await again.query('list_webhook_endpoints', {})).json.webhookEndpoints as {
        endpointId: string;
      }[];
      expect(listed.map((e) => e.endpointId)).toEqual(
        endpoints.map((e) => e.endpointId).filter((id) => id !== removedEndpoint),
      );

      // Every other write, read back.
      expect((await again.devRecords('userTag')).map((t) => t.userTagName)).toEqual(['survivors']);
      expect((await again.devRecords('sessionProfile')).map((p) => p.sessionProfileName)).toEqual([
        'durable',
      ]);
      expect((await again.devRecords('smartContractInterface')).map((c) => c.label)).toEqual([
        'kept',
      ]);
      expect((await again.devRecords('swapConfig'))[0]).toMatchObject({ feeBps: '25' });

      // The activities survive too: the same bytes answer the same activity, not a second run.
      const replay = await again.submit('create_user_tag', tagText);
      expect(replay.status).toBe(200);
      expect((replay.json as unknown as ActivityResponse).activity.id).toBe(tagActivity.id);
    } finally {
      await stopCli(second);
    }
  });
});

describe('sandbox CLI kit config', () => {
  it('prints the kit config as one line of JSON, the one /__dev/info carries', async () => {
    const running = await startCli(['--memory']);
    try {
      const printed = running.output
        .join('')
        .split('\n')
        .find((line) => line.startsWith('{'));
      const info = (await (await fetch(`${running.url}/__dev/info`)).json()) as DevInfo;
      expect(JSON.parse(printed ?? '')).toEqual(info.kitConfig);
      expect(info.kitConfig).toMatchObject({
        organizationId: info.organizationId,
        trustedKeys: info.trustedKeys,
      });
    } finally {
      await stopCli(running);
    }
  });

  it('writes it to --write-env as --env-name, keeping the other lines, and --help names npx', async () => {
    const envFile = join(dataDir, '.env.local');
    writeFileSync(envFile, 'OTHER=1\n');
    const running = await startCli([
      '--memory',
      '--write-env',
      envFile,
      '--env-name',
      'NEXT_PUBLIC_EWK_SANDBOX',
    ]);
    try {
      const text = readFileSync(envFile, 'utf8');
      expect(text).toMatch(/^OTHER=1\nNEXT_PUBLIC_EWK_SANDBOX='\{.*\}'\n$/);
      const value = /NEXT_PUBLIC_EWK_SANDBOX='(.*)'/.exec(text)?.[1];
      const info = (await (await fetch(`${running.url}/__dev/info`)).json()) as DevInfo;
      expect(JSON.parse(value ?? '')).toEqual(info.kitConfig);
    } finally {
      await stopCli(running);
    }
    const help = spawnSync(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts', '--help'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(help.stdout).toMatch(/^Usage: npx embedded-wallet-kit-sandbox /);
    expect(help.stdout).toContain('--write-env');
    expect(help.stdout).toContain('--require-wallet-proof');
  });
});
