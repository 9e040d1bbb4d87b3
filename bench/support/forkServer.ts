import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** What a server child sends its parent once it listens. */
export interface ReadyMessage<Info> {
  type: 'ready';
  url: string;
  info: Info;
}

export interface ForkedServer<Info> {
  url: string;
  info: Info;
  child: ChildProcess;
  /** SIGTERM, then waits for the exit (a CPU profile is written on that exit). */
  stop(): Promise<void>;
}

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs a TypeScript server script (bench/support/*Child.ts) in its own Node process, so the load
 * generator and the server under test never share an event loop or a core. Every server of a
 * comparison is started this same way, so their figures compare fairly.
 *
 * `BENCH_CPU_PROF=<dir>` makes the child write a V8 CPU profile there (open it in Chrome DevTools).
 */
export async function forkServer<Info>(
  script: string,
  args: string[] = [],
): Promise<ForkedServer<Info>> {
  const execArgv = ['--import', 'tsx'];
  const profileDir = process.env.BENCH_CPU_PROF;
  if (profileDir) execArgv.push('--cpu-prof', `--cpu-prof-dir=${profileDir}`);
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), args, {
    cwd: projectRoot,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const ready = new Promise<ReadyMessage<Info>>((resolve, reject) => {
    child.on('message', (message: unknown) => {
      const m = message as Partial<ReadyMessage<Info>>;
      if (m.type === 'ready' && typeof m.url === 'string') resolve(m as ReadyMessage<Info>);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`${script} exited before listening (code ${code}, signal ${signal})`)),
    );
  });
  const message = await ready;
  return {
    url: message.url,
    info: message.info,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** In a child: tells the parent the server listens. */
export function signalReady<Info>(url: string, info: Info): void {
  const message: ReadyMessage<Info> = { type: 'ready', url, info };
  process.send?.(message);
}

/** In a child: closes the server and exits on SIGTERM or when the parent goes away. */
export function exitOnStop(close: () => Promise<void>): void {
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
}
