import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

/** A running local development chain (see `startDevChain`). */
export interface DevChain {
  /** Its JSON-RPC URL, `http://127.0.0.1:<port>` (the port it got, with `port: 0`). */
  rpcUrl: string;
  chainId: number;
  close(): Promise<void>;
}

const READY = 'Started HTTP and WebSocket JSON-RPC server';

/**
 * Starts Hardhat's network (Hardhat 2.x: its EDR engine ships as a registry package, so nothing
 * downloads at install, and it runs on Node 20; docs/design-notes.md says why this chain) on
 * 127.0.0.1:`port` as a child process, resolved once it says it listens. Its output (the dev
 * accounts and their keys, every call) is kept out of the caller's, unless it fails to start.
 */
export function startDevChain(options: { port: number; timeoutMs?: number }): Promise<DevChain> {
  // `port: 0` lets the system pick one; the ready line names it.
  const cli = createRequire(import.meta.url).resolve('hardhat/internal/cli/cli.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      cli,
      'node',
      '--config',
      resolve(import.meta.dirname, 'devChain.hardhat.cjs'),
      '--hostname',
      '127.0.0.1',
      '--port',
      String(options.port),
    ],
    {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The chain never outlives the process that started it, however that process ends.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const close = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((ready, fail) => {
    let output = '';
    const timer = setTimeout(() => {
      void close();
      fail(
        new Error(`the dev chain did not start in ${options.timeoutMs ?? 30_000} ms:\n${output}`),
      );
    }, options.timeoutMs ?? 30_000);
    const read = (chunk: Buffer) => {
      output = `${output}${chunk}`.slice(-4000);
      const port = new RegExp(`${READY} at http://127\\.0\\.0\\.1:([0-9]+)/`).exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      child.stderr?.resume();
      ready({ rpcUrl: `http://127.0.0.1:${port}`, chainId: 31337, close });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output = `${output}${chunk}`.slice(-4000);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the dev chain exited (${code}) before it listened:\n${output}`));
    });
  });
}
