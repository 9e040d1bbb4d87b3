/**
 * `npm run check:packages` (part of `npm test`): the two packages as an app developer gets them.
 *
 * 1. Builds and packs both packages (no file of test/ nor any test file in either tarball);
 *    `publint` and `@arethetypeswrong/cli` (ESM-only profile) on each tarball.
 * 2. A throw-away Vite app with React and TanStack Query installs the kit's tarball: at most
 *    `MAX_ADDED_PACKAGES` new packages, no install script, no server-only package. It builds, and
 *    its up-front gzip size (React excluded) is printed beside the modal's up-front budget
 *    (bench/sizeBudgets.ts); size budgets are enforced by `npm run bench -- bundleSize`, not by
 *    the tests (the brief: targets are met in benchmarks).
 * 3. The same app installs the sandbox's tarball, type-checks every entry of both packages with
 *    `skipLibCheck` off (their declarations resolve for a consumer), and runs under Vitest the
 *    README's unit-test example in the `node`, `jsdom` and `happy-dom` environments and a render
 *    test of the provider, the button, a hook and the modal; then again with React 18.
 * 4. The README's quick start, on the app's own origin: the sandbox's CLI (`--write-env
 *    .env.local`) writes the kit config, Vite's dev server serves the app
 *    (`sandboxConfig(import.meta.env.VITE_EWK_SANDBOX)`), and Chromium logs in by e-mail and by
 *    the dev Google provider with no console error (`consumerApp/browserLogin.ts`).
 * 5. `examples/nextjs` (App Router) installs the kit's tarball, the sandbox's CLI writes its
 *    `NEXT_PUBLIC_EWK_SANDBOX`, it builds, its server answers the page with the button rendered
 *    (the server render touches no `window`), and Chromium logs in the same two ways.
 * 6. pnpm (the registry's current major, through npx): the sandbox installed without its build
 *    fails to start with an error naming the fix; installed by the README's words
 *    (`--allow-build=better-sqlite3`) it starts.
 *
 * Prints one line per check and exits non-zero when any fails.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { SIZE_BUDGETS } from '../bench/sizeBudgets.js';
import { loginInChromium } from './consumerApp/browserLogin.js';

const root = resolve(import.meta.dirname, '..');
const MAX_ADDED_PACKAGES = 15;
const NEXT_PORT = Number(process.env.CHECK_NEXT_PORT ?? 45_185);
const VITE_PORT = NEXT_PORT + 1;
// pnpm as the registry serves it today: its builds must be allowed (allowBuilds, pnpm 10+).
const PNPM = 'pnpm@12';
const keep = process.argv.includes('--keep');
const JEST_VERSION = '30.5.2';

const results: { name: string; ok: boolean; detail: string }[] = [];
function report(name: string, ok: boolean, detail = ''): void {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...env,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * better-sqlite3's install script (`prebuild-install || node-gyp rebuild`) as on a user's machine,
 * where it downloads a prebuilt binary: here, with no network but the registry, the repository's
 * own build of the same version is offered as that download, through prebuild-install's local
 * prebuilds (`npm_config_<package>_local_prebuilds`), instead of a minute of compiling on CI's
 * two cores. The script still runs, so an install that does not allow it still fails. Without
 * the repository's build, nothing is offered and the script compiles.
 */
function betterSqlitePrebuild(work: string): NodeJS.ProcessEnv {
  const built = join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  if (!existsSync(built)) return {};
  const dir = join(work, 'prebuilds');
  const staged = join(dir, 'staged');
  mkdirSync(join(staged, 'build/Release'), { recursive: true });
  copyFileSync(built, join(staged, 'build/Release/better_sqlite3.node'));
  // prebuild-install's file name: {name}-v{version}-{runtime}-v{abi}-{platform}{libc}-{arch}.
  const name = `better-sqlite3-v${versionOf('better-sqlite3')}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  run('tar', ['-czf', join(dir, name), '-C', staged, 'build/Release/better_sqlite3.node'], work);
  return { npm_config_better_sqlite3_local_prebuilds: dir };
}

/** A failed check's detail: the error, and a failed command's output. */
function failure(error: unknown): string {
  const out = error as { stdout?: string; stderr?: string; message?: string };
  return [out.message, out.stdout, out.stderr].filter(Boolean).join('\n').slice(-4000);
}

/** Runs a check; a thrown error (a failed command) fails it with the command's output. */
function check(name: string, body: () => string | undefined): boolean {
  try {
    report(name, true, body() ?? '');
    return true;
  } catch (error) {
    report(name, false, failure(error));
    return false;
  }
}

function assert(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Versions of the tools the throw-away apps use: the ones this repository is tested with. */
function versionOf(name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

/** What an app has before the kit: React and TanStack Query (the kit's peers). */
const appDependencies = () => ({
  react: versionOf('react'),
  'react-dom': versionOf('react-dom'),
  '@tanstack/react-query': versionOf('@tanstack/react-query'),
});

interface LockPackage {
  hasInstallScript?: boolean;
  dev?: boolean;
}
function installedPackages(app: string): Map<string, LockPackage> {
  const lock = JSON.parse(readFileSync(join(app, 'node_modules/.package-lock.json'), 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  return new Map(Object.entries(lock.packages).filter(([path]) => path.includes('node_modules/')));
}
const packageName = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 13);

/** The adapters' libraries: optional peers of the kit. */
const ADAPTER_PEERS = ['viem', '@wagmi/core', '@solana/kit'];

const npmInstall = ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

const work = mkdtempSync(join(tmpdir(), 'ewk-packages-'));
const tarballs: Record<'kit' | 'sandbox', string> = { kit: '', sandbox: '' };

try {
  check('build both packages', () => {
    run('npm', ['run', 'build'], root);
    return undefined;
  });

  check('pack both packages', () => {
    const out = run(
      'npm',
      [
        'pack',
        '-w',
        'packages/kit',
        '-w',
        'packages/sandbox',
        '--ignore-scripts',
        '--json',
        '--pack-destination',
        work,
      ],
      root,
    );
    const packed = JSON.parse(out) as {
      name: string;
      filename: string;
      size: number;
      files: { path: string }[];
    }[];
    for (const p of packed) {
      tarballs[p.name === 'embedded-wallet-kit' ? 'kit' : 'sandbox'] = join(work, p.filename);
    }
    // test/ (sandbox-running helpers, fixtures, integration tests) and test files never ship.
    const tests = packed.flatMap((p) =>
      p.files
        .map((file) => file.path)
        .filter((path) =>
          /(^|\/)test\/|\.test(-d)?\.|test-utils|testSupport|testHelpers/.test(path),
        )
        .map((path) => `${p.name}: ${path}`),
    );
    assert(tests.length === 0, `test code in the tarballs: ${tests.join(', ')}`);
    const files = packed.reduce((sum, p) => sum + p.files.length, 0);
    return `${packed.map((p) => `${p.filename} ${(p.size / 1000).toFixed(1)} KB`).join(', ')}; ${files} files, none of test/ nor a test`;
  });

  for (const dir of ['packages/kit', 'packages/sandbox']) {
    check(`publint ${dir}`, () => {
      const out = run(
        join(root, 'node_modules/.bin/publint'),
        ['--strict', '--pack', 'false'],
        join(root, dir),
      );
      return out.trim().split('\n').at(-1);
    });
  }
  for (const key of ['kit', 'sandbox'] as const) {
    check(`attw --profile esm-only (${key})`, () => {
      run(
        join(root, 'node_modules/.bin/attw'),
        [
          tarballs[key],
          '--profile',
          'esm-only',
          '--format',
          'table-flipped',
          // A stylesheet and the isolated frame's static files have no types to resolve.
          ...(key === 'kit'
            ? [
                '--exclude-entrypoints',
                './styles.css',
                './frame',
                './frame/index.html',
                './frame/frame.css',
                './frame/frame.js',
              ]
            : []),
        ],
        root,
      );
      return 'no problems';
    });
  }

  // The throw-away app: React, TanStack Query and the build/test tools, before the kit.
  const app = join(work, 'app');
  cpSync(join(root, 'scripts/consumerApp'), app, {
    recursive: true,
    filter: (source) => !source.endsWith('browserLogin.ts'),
  });
  const appManifest = {
    name: 'consumer-app',
    private: true,
    type: 'module',
    dependencies: appDependencies(),
    devDependencies: {
      vite: versionOf('vite'),
      '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
      vitest: versionOf('vitest'),
      'happy-dom': versionOf('happy-dom'),
      jsdom: versionOf('jsdom'),
      '@testing-library/react': versionOf('@testing-library/react'),
      '@testing-library/dom': versionOf('@testing-library/dom'),
      typescript: versionOf('typescript'),
      '@types/react': versionOf('@types/react'),
      '@types/react-dom': versionOf('@types/react-dom'),
      '@types/node': versionOf('@types/node'),
      // Jest's current major (its engines admit Node 20): the README's backend test runs there too.
      jest: JEST_VERSION,
    },
  };
  writeFileSync(join(app, 'package.json'), JSON.stringify(appManifest, null, 2));

  check('consumer app: install React, TanStack Query, Vite, Vitest, TypeScript', () => {
    run('npm', npmInstall, app);
    return `${installedPackages(app).size} packages`;
  });

  check(
    `consumer app: install the kit (at most ${MAX_ADDED_PACKAGES} packages, no install script, no server-only package)`,
    () => {
      const before = installedPackages(app);
      run('npm', [...npmInstall, tarballs.kit], app);
      const added = [...installedPackages(app)].filter(([path]) => !before.has(path));
      const names = added.map(([path]) => packageName(path));
      // Server-only: what the sandbox depends on and the kit does not.
      const depsOf = (dir: string) =>
        Object.keys(
          (
            JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
              dependencies: Record<string, string>;
            }
          ).dependencies,
        );
      const kitDeps = depsOf('packages/kit');
      const sandboxOnly = depsOf('packages/sandbox').filter((name) => !kitDeps.includes(name));
      const scripts = added
        .filter(([, p]) => p.hasInstallScript)
        .map(([path]) => packageName(path));
      const server = names.filter((name) => sandboxOnly.includes(name));
      assert(added.length <= MAX_ADDED_PACKAGES, `added ${added.length}: ${names.join(', ')}`);
      assert(scripts.length === 0, `install scripts in ${scripts.join(', ')}`);
      assert(server.length === 0, `server-only packages ${server.join(', ')}`);
      // The adapters' libraries are optional peers: an app that does not use them gets none.
      const peers = ADAPTER_PEERS.filter((name) => names.includes(name));
      assert(peers.length === 0, `optional peers installed: ${peers.join(', ')}`);
      return `added ${added.length} packages (${names.join(', ')}), 0 install scripts, no adapter peer`;
    },
  );

  check('consumer app: vite build', () => {
    run('npx', ['vite', 'build', '--logLevel', 'error'], app);
    return undefined;
  });

  check(
    'consumer app: up-front gzip size (React excluded), beside the budget the bench enforces',
    () => {
      run('npx', ['vite', 'build', '--logLevel', 'error'], app, { CONSUMER_SIZE: '1' });
      const html = readFileSync(join(app, 'dist-size/index.html'), 'utf8');
      const upFront = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      const size = upFront.reduce(
        (sum, file) =>
          sum + gzipSync(readFileSync(join(app, 'dist-size', file)), { level: 9 }).length,
        0,
      );
      const budget = SIZE_BUDGETS.modalUpFront;
      const verdict = size <= budget ? 'within' : 'OVER (see npm run bench -- bundleSize)';
      return `${(size / 1000).toFixed(1)} KB gzip up front, ${verdict} the ${budget / 1000} KB budget (${upFront.join(', ')})`;
    },
  );

  check('consumer app: install the sandbox (dev dependency)', () => {
    // better-sqlite3 compiles from source where no prebuilt binary can be fetched (here: about a
    // minute of the CI's two cores). The repository's own install already built the same
    // version for the same Node, so reuse that binary; any other version is built as usual.
    run('npm', [...npmInstall, '--ignore-scripts', '--save-dev', tarballs.sandbox], app);
    const built = join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
    const target = join(app, 'node_modules/better-sqlite3');
    const sameVersion =
      versionOf('better-sqlite3') ===
      (JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as { version: string })
        .version;
    if (sameVersion && existsSync(built)) {
      mkdirSync(join(target, 'build/Release'), { recursive: true });
      copyFileSync(built, join(target, 'build/Release/better_sqlite3.node'));
      return 'better-sqlite3: the repository build reused';
    }
    run('npm', ['rebuild', 'better-sqlite3'], app);
    return 'better-sqlite3: built';
  });

  check('consumer app: tsc on every entry of both packages (skipLibCheck off)', () => {
    run('npx', ['tsc', '-p', 'tsconfig.json'], app);
    return undefined;
  });

  // The README's unit-test example, taken from the README itself so the two cannot drift, in
  // each environment an app's tests use.
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const example = /<!-- consumer-check: unit-test -->\s*```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  for (const environment of ['node', 'jsdom', 'happy-dom']) {
    writeFileSync(
      join(app, `src/readme.${environment}.test.ts`),
      `// @vitest-environment ${environment}\n${example ?? ''}`,
    );
  }
  // The README's backend test (embedded-wallet-kit/server and signInTestUser): under Vitest as
  // written, and under Jest in its ESM mode, as JavaScript with Jest's globals.
  const backend = /<!-- consumer-check: backend-test -->\s*```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  writeFileSync(join(app, 'src/readme-backend.test.ts'), backend ?? '');
  writeFileSync(
    join(app, 'src/readme-backend.jest.mjs'),
    ts
      .transpileModule(backend ?? '', {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      })
      .outputText.replace("from 'vitest'", "from '@jest/globals'"),
  );
  writeFileSync(
    join(app, 'jest.config.json'),
    JSON.stringify({ testEnvironment: 'node', transform: {}, testMatch: ['**/*.jest.mjs'] }),
  );
  check(
    'consumer app: the README unit-test example (node, jsdom, happy-dom), its backend test and a render test under Vitest (React 19)',
    () => {
      assert(example !== undefined, 'README has no <!-- consumer-check: unit-test --> block');
      assert(backend !== undefined, 'README has no <!-- consumer-check: backend-test --> block');
      return summary(run('npx', ['vitest', 'run', '--reporter=dot'], app));
    },
  );
  check(`consumer app: the README backend test under Jest ${JEST_VERSION} (ESM)`, () => {
    const out = run('npx', ['jest', '--ci'], app, {
      NODE_OPTIONS: '--experimental-vm-modules --no-warnings',
    });
    return out.match(/Tests:\s+.*$/m)?.[0]?.trim() ?? 'passed';
  });

  await checkAsync(
    `consumer app: the README quick start on its own origin (sandbox --write-env, vite on :${VITE_PORT}): Chromium logs in by e-mail and dev Google`,
    async () => {
      const sandbox = await startSandboxCli(app, ['--write-env', '.env.local']);
      const vite = spawnDetached('npx', ['vite', '--port', String(VITE_PORT), '--strictPort'], app);
      try {
        await fetchWhenUp(`http://localhost:${VITE_PORT}/`, vite);
        return await loginInChromium(`http://localhost:${VITE_PORT}/`, sandbox.url, 'vite');
      } finally {
        stop(vite);
        stop(sandbox.child);
      }
    },
  );

  // The adapters' entries with their optional peers, as an app that uses them installs them.
  check(
    `consumer app: the adapter entries with ${ADAPTER_PEERS.join(', ')} (tsc, skipLibCheck off)`,
    () => {
      run(
        'npm',
        [...npmInstall, ...ADAPTER_PEERS.map((name) => `${name}@${versionOf(name)}`)],
        app,
      );
      writeFileSync(
        join(app, 'src/adapters.ts'),
        ['ethereum', 'viem', 'wagmi', 'solana']
          .map((name) => `export * as ${name} from 'embedded-wallet-kit/${name}';\n`)
          .join(''),
      );
      writeFileSync(
        join(app, 'tsconfig.adapters.json'),
        JSON.stringify({ extends: './tsconfig.json', files: ['src/adapters.ts'] }),
      );
      run('npx', ['tsc', '-p', 'tsconfig.adapters.json'], app);
      return undefined;
    },
  );

  check('consumer app: React 18 (install, vite build, render test)', () => {
    run('npm', [...npmInstall, 'react@18', 'react-dom@18'], app);
    run('npx', ['vite', 'build', '--logLevel', 'error'], app);
    return summary(run('npx', ['vitest', 'run', 'src/render.test.tsx', '--reporter=dot'], app));
  });

  // Next.js App Router: the example as a developer would copy it, with the packed kit.
  const next = join(work, 'nextjs');
  cpSync(join(root, 'examples/nextjs'), next, {
    recursive: true,
    filter: (source) => !/node_modules|\.next/.test(source),
  });
  // The example's README: the sandbox, kept running, writes NEXT_PUBLIC_EWK_SANDBOX (its CLI
  // from the consumer app's install of the same tarball), before `next build` inlines it.
  let nextSandbox: RunningCli | undefined;
  if (
    check('examples/nextjs: install with the packed kit', () => {
      run('npm', [...npmInstall, tarballs.kit], next);
      return undefined;
    }) &&
    (await checkAsync(
      'examples/nextjs: the sandbox writes NEXT_PUBLIC_EWK_SANDBOX to .env.local',
      async () => {
        nextSandbox = await startSandboxCli(
          next,
          ['--write-env', '.env.local', '--env-name', 'NEXT_PUBLIC_EWK_SANDBOX'],
          join(app, 'node_modules/.bin/embedded-wallet-kit-sandbox'),
        );
        return nextSandbox.url;
      },
    )) &&
    check('examples/nextjs: next build', () => {
      run('npx', ['next', 'build'], next, { NEXT_TELEMETRY_DISABLED: '1' });
      return undefined;
    })
  ) {
    const server = spawn('npx', ['next', 'start', '-p', String(NEXT_PORT)], {
      cwd: next,
      // The example's API verifies signatures made for the origin its pages are served from.
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        APP_ORIGINS: `http://localhost:${NEXT_PORT}`,
      },
      stdio: 'ignore',
      detached: true,
    });
    try {
      const html = await fetchWhenUp(`http://127.0.0.1:${NEXT_PORT}/`, server);
      report(
        'examples/nextjs: the server renders the page with the kit (no window on the server)',
        html.includes('>Log in</button>') && html.includes('ewk-root'),
        html.includes('>Log in</button>') ? '' : html.slice(0, 500),
      );
      const sandboxUrl = nextSandbox?.url ?? '';
      await checkAsync(
        'examples/nextjs: Chromium logs in by e-mail and dev Google; its route handler and proxy.ts answer the signed-in user, and 401 {code, message} to the request replayed from another origin',
        () => loginInChromium(`http://localhost:${NEXT_PORT}/`, sandboxUrl, 'next'),
      );
    } catch (error) {
      report('examples/nextjs: next start', false, String(error));
    } finally {
      stop(server);
    }
  }
  if (nextSandbox) stop(nextSandbox.child);

  // pnpm, by the README's words. Its store (and the build of better-sqlite3 in it) is the
  // machine's, so only the first run on a machine builds.
  const pnpmApp = join(work, 'pnpm-app');
  mkdirSync(pnpmApp);
  // The kit's peers as the README's first install line adds them, at this repository's versions.
  writeFileSync(
    join(pnpmApp, 'package.json'),
    JSON.stringify(
      {
        name: 'pnpm-app',
        private: true,
        type: 'module',
        dependencies: appDependencies(),
      },
      null,
      2,
    ),
  );
  const pnpm = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    run('npx', ['--yes', PNPM, ...args], pnpmApp, { npm_config_prefer_offline: 'true', ...env });
  const pnpmAdd = ['add', '--save-dev', tarballs.sandbox, tarballs.kit];
  if (
    check(`pnpm (${PNPM}): without its build, the sandbox says how to allow it`, () => {
      pnpm([...pnpmAdd, '--ignore-scripts']);
      const started = spawnSync(
        'npx',
        ['--yes', PNPM, 'exec', 'embedded-wallet-kit-sandbox', '--memory', '--port', '0'],
        {
          cwd: pnpmApp,
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      assert(started.status !== 0, `exit ${started.status}: ${started.stdout}${started.stderr}`);
      assert(
        started.stderr.includes('--allow-build=better-sqlite3') &&
          started.stderr.includes('pnpm approve-builds'),
        started.stderr,
      );
      return started.stderr.split('\n')[0]?.slice(0, 160);
    })
  ) {
    await checkAsync(
      `pnpm (${PNPM}): pnpm add -D embedded-wallet-kit-sandbox --allow-build=better-sqlite3, then pnpm exec embedded-wallet-kit-sandbox`,
      async () => {
        rmSync(join(pnpmApp, 'node_modules'), { recursive: true, force: true });
        pnpm([...pnpmAdd, '--allow-build=better-sqlite3'], betterSqlitePrebuild(work));
        const sandbox = await startSandboxCli(pnpmApp, ['--memory'], 'npx', [
          '--yes',
          PNPM,
          'exec',
          'embedded-wallet-kit-sandbox',
        ]);
        try {
          const info = (await (await fetch(`${sandbox.url}/__dev/info`)).json()) as {
            kitConfig?: unknown;
          };
          assert(info.kitConfig !== undefined, 'no kitConfig in /__dev/info');
          return `started at ${sandbox.url}`;
        } finally {
          stop(sandbox.child);
        }
      },
    );
  }
} finally {
  if (!keep) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}

/** `check` for a check that awaits (a server, a browser). */
async function checkAsync(name: string, body: () => Promise<string | undefined>): Promise<boolean> {
  try {
    report(name, true, (await body()) ?? '');
    return true;
  } catch (error) {
    report(name, false, failure(error));
    return false;
  }
}

function spawnDetached(cmd: string, args: string[], cwd: string): ChildProcess {
  return spawn(cmd, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

/** Ends a server started here and everything it started (its process group). */
function stop(child: ChildProcess): void {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

interface RunningCli {
  child: ChildProcess;
  url: string;
}

/**
 * Starts `embedded-wallet-kit-sandbox` (the installed bin) on a free port and resolves once its
 * banner is out, with the URL it printed: an event, not a sleep.
 */
function startSandboxCli(
  cwd: string,
  args: string[],
  bin = join(cwd, 'node_modules/.bin/embedded-wallet-kit-sandbox'),
  binArgs: string[] = [],
): Promise<RunningCli> {
  const child = spawnDetached(bin, [...binArgs, '--port', '0', ...args], cwd);
  let output = '';
  return new Promise<RunningCli>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop(child);
      reject(new Error(`the sandbox printed no banner in 60 s: ${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url && output.includes('--dev-origins')) {
        clearTimeout(timer);
        resolve({ child, url });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox exited (${code}): ${output}`));
    });
  });
}

function summary(vitestOut: string): string {
  return vitestOut.match(/Tests\s+.*$/m)?.[0]?.trim() ?? '';
}

async function fetchWhenUp(url: string, server: ChildProcess): Promise<string> {
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`next start exited with ${code}`))),
  );
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await Promise.race([fetch(url), exited]);
      return await response.text();
    } catch (error) {
      if (server.exitCode !== null) throw error;
      // Not listening yet: the server announces nothing we can await without parsing its logs.
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer`);
}

const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exitCode = failed.length > 0 ? 1 : 0;
