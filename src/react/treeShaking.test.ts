import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

const resolveSpecifier = (from: string, specifier: string): string | undefined => {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
};

/** The runtime names of an import or export list (`{ a, type B, c as d }`): a, c. */
const namesOf = (list: string): string[] =>
  list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] as string);

/**
 * What a module needs at run time: every module it imports, except that from an entry made only
 * of re-exports (`index.ts`: `export { a } from './a.js'`) it needs only the modules of the names
 * it imports, as a bundler tree-shakes such an entry (`sideEffects: false`). Type-only imports
 * vanish at build time and are skipped; so is `import()`, which makes a chunk of its own.
 */
function runtimeImports(file: string, names?: string[]): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  if (file.endsWith('index.ts') && !/^import\s/m.test(source)) {
    for (const match of source.matchAll(
      /^export\s+(?!type\s)(\{[\s\S]*?\})\s+from\s+'([^']+)';/gm,
    )) {
      const wanted = namesOf(match[1] ?? '').filter((name) => !names || names.includes(name));
      const target = resolveSpecifier(file, match[2] ?? '');
      if (target && wanted.length > 0) found.push(`${target}\0${wanted.join(',')}`);
    }
    return found;
  }
  for (const match of source.matchAll(
    /^(?:import|export)\s+(?!type\s)([\s\S]*?)\s+from\s+'([^']+)';/gm,
  )) {
    const target = resolveSpecifier(file, match[2] ?? '');
    if (!target) continue;
    const list = match[1] ?? '';
    const named = /^\{[\s\S]*\}$/.test(list) && target.endsWith('index.ts');
    found.push(named ? `${target}\0${namesOf(list).join(',')}` : target);
  }
  return found;
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visited = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const edge = queue.pop() as string;
    if (visited.has(edge)) continue;
    visited.add(edge);
    const [file, names] = edge.split('\0') as [string, string | undefined];
    seen.add(file);
    queue.push(...runtimeImports(file, names?.split(',')));
  }
  return seen;
}

/** The files `file` reaches at run time, relative to src/react. */
const reach = (file: string): string[] =>
  [...reachable(join(root, file))].map((f) => relative(root, f));

/**
 * Each file of `from` reaches no file of `lazy` but through `import()` (a chunk of its own), and
 * reaches `loader`, the module whose `import()` loads them, when one is named.
 */
function onlyThroughImport(lazy: readonly string[], from: readonly string[], loader?: string) {
  it.each(from)('%s reaches them only through import() (a chunk of their own)', (file) => {
    const files = reach(file);
    if (loader) expect(files).toContain(loader);
    expect(files.filter((f) => lazy.includes(f))).toEqual([]);
  });
}

describe('the hooks and the provider', () => {
  it.each([
    'walletKitProvider.tsx',
    'api.ts',
    'hooks/queryHooks.ts',
    'hooks/useUser.ts',
    'hooks/submitHooks.ts',
    'hooks/useEarnVaults.ts',
    'hooks/useEmailOtp.ts',
    'hooks/useSmsOtp.ts',
    'hooks/useOAuth.ts',
    'hooks/usePasskeyLogin.ts',
    'hooks/usePasskeySignup.ts',
    'hooks/useLogout.ts',
    'hooks/useSession.ts',
    'hooks/useWalletKitConfig.ts',
  ])('%s reaches no module of the modal (it stays tree-shakeable)', (file) => {
    const modal = [...reachable(join(root, file))]
      .map((f) => relative(root, f))
      .filter((f) => f.startsWith('modal/'));
    expect(modal).toEqual([]);
  });
});

describe('the modal', () => {
  it("loads its screens and flow through import() (the flow's chunk), the button only the shell", () => {
    const files = reach('modal/loginButton.tsx');
    expect(files).toContain('modal/authFlowChunk.ts');
    expect(
      files.filter((f) =>
        /modal\/(authFlow\.tsx|useAuthFlow|screens\/(methods|code|success)Screen|oauthReturn\.ts)/.test(
          f,
        ),
      ),
    ).toEqual([]);
  });

  it("lands an OAuth provider's answer from the flow's chunk, not a chunk of its own", () => {
    expect(reach('modal/authFlow.tsx')).toContain('modal/oauthReturn.ts');
    expect(reach('modal/authModal.tsx')).not.toContain('modal/oauthReturn.ts');
  });

  it('reaches the wallet screen and the phone field only through import() (chunks of their own, issue 8)', () => {
    const files = reach('modal/authFlow.tsx');
    expect(files).toContain('modal/useAuthFlow.ts');
    // The code screen is part of the flow's chunk: the first screen asks where to send the code.
    expect(files).toContain('modal/screens/codeScreen.tsx');
    expect(
      files.filter(
        (f) =>
          f.startsWith('modal/wallets/') ||
          f.startsWith('modal/phone/') ||
          f.includes('useWalletLogin') ||
          f === 'modal/toE164.ts',
      ),
    ).toEqual([]);
  });
});

describe('the passkey ceremonies', () => {
  // Only `loadPasskeyCeremonies` (an `import()`) reaches them: they and the WebAuthn code they
  // carry are one lazy chunk, fetched by the modal on the intent to click its passkey button (issue
  // 8).
  const lazy = [
    '../core/passkeys/passkeyCeremonies.ts',
    '../core/passkeys/passkeyLogin.ts',
    '../core/passkeys/passkeySignup.ts',
    '../core/stampers/createPasskeyStamper.ts',
  ];
  onlyThroughImport(
    lazy,
    [
      'modal/authFlow.tsx',
      'hooks/usePasskeyLogin.ts',
      'hooks/usePasskeySignup.ts',
      '../core/actions/loginWithPasskey.ts',
      '../core/actions/signupWithPasskey.ts',
      '../core/createWalletKit.ts',
    ],
    '../core/passkeys/loadPasskeyCeremonies.ts',
  );
});

describe('the OAuth ceremonies', () => {
  // Only `loadOAuthCeremonies` (an `import()`) reaches them: the popup opens inside the click,
  // then the chunk (fetched by the modal on the intent to click a social button) runs the rest.
  const lazy = [
    '../core/oauth/oauthCeremonies.ts',
    '../core/oauth/prepareOAuth.ts',
    '../core/oauth/oidcTokenFromResult.ts',
    '../core/oauth/waitForOAuthPopup.ts',
  ];
  onlyThroughImport(lazy, [
    'modal/authFlow.tsx',
    'hooks/useOAuth.ts',
    '../core/actions/loginWithOAuthPopup.ts',
    '../core/actions/startOAuthRedirect.ts',
    '../core/actions/resumeOAuthRedirect.ts',
    '../core/createWalletKit.ts',
  ]);
  it('the chunk reaches them (a control for the test above)', () => {
    expect(reach('../core/oauth/oauthCeremonies.ts')).toEqual(expect.arrayContaining(lazy));
  });
});

describe('the session lifecycle', () => {
  // Only `sessionLifecycleChunk` (an `import()`) reaches them: a session's timers, its refresh and
  // the check of a revoked session are one lazy chunk, fetched when a login begins or a persisted
  // session is restored: a page that only shows a login form does not load it.
  const lazy = [
    '../core/session/scheduleShown.ts',
    '../core/session/scheduleSession.ts',
    '../core/session/refreshOnce.ts',
    '../core/session/createStampLoginRefresher.ts',
    '../core/session/endRevokedSession.ts',
  ];
  onlyThroughImport(
    lazy,
    [
      'walletKitProvider.tsx',
      '../core/createWalletKit.ts',
      '../core/session/createSessionStore.ts',
    ],
    '../core/session/sessionLifecycleChunk.ts',
  );
  it('the chunk reaches them (a control for the test above)', () => {
    expect(reach('../core/session/sessionLifecycle.ts')).toEqual(expect.arrayContaining(lazy));
  });
});

describe("an error answer's mapping", () => {
  // Only `loadKitErrorFromWire` (an `import()`) reaches it: a login the service accepts never
  // maps an error answer, so the mapping is a chunk fetched on the first one.
  const lazy = ['../core/errors/kitErrorFromWire.ts'];
  onlyThroughImport(
    lazy,
    ['walletKitProvider.tsx', '../core/createWalletKit.ts', '../core/transport/createTransport.ts'],
    '../core/errors/loadKitErrorFromWire.ts',
  );
  it('the transport reaches its loader (a control for the test above)', () => {
    expect(reach('../core/transport/createTransport.ts')).toContain(
      '../core/errors/loadKitErrorFromWire.ts',
    );
  });
});

describe('the app-proof checks', () => {
  // `loadProofChecks` (preloadProofChecks.ts) loads the step with `import()`; the step imports the
  // attestation verifier statically, so step and verifier are one lazy chunk (one fetch), and the
  // modules they share with the entry stay in the entry (see verifyWalletProofs.ts).
  const isProofCheck = (f: string) =>
    f === '../core/proofs/verifyWalletProofs.ts' || f.startsWith('../core/crypto/attestation/');
  it.each([
    'modal/authFlow.tsx',
    'hooks/useEmailOtp.ts',
    '../core/createWalletKit.ts',
    '../core/login/finishLogin.ts',
  ])('%s reaches them only through import()', (file) => {
    const files = reach(file);
    expect(files.filter(isProofCheck)).toEqual([]);
  });
  it('the step reaches the verifier without import() (one chunk)', () => {
    const files = reach('../core/proofs/verifyWalletProofs.ts');
    expect(files).toContain('../core/crypto/attestation/verifyBootProof.ts');
    expect(files).toContain('../core/crypto/attestation/checkAppProof.ts');
  });
});

describe('TanStack Query', () => {
  // A page that only shows the modal loads no query client (about 7.5 KB gzip): the modal runs
  // core's actions with its own state (modal/reported.ts); the hooks make a client when used.
  const importsTanStack = (file: string) =>
    /^import\s+(?!type\s)[\s\S]*?\s+from\s+'@tanstack\/react-query';/m.test(
      readFileSync(join(root, file), 'utf8'),
    );
  it.each([
    'walletKitProvider.tsx',
    'modal/loginButton.tsx',
    'modal/authFlow.tsx',
    'modal/wallets/walletPanel.tsx',
    'modal/screens/codeScreen.tsx',
  ])('%s reaches no module that imports it at run time', (file) => {
    expect(reach(file).filter((f) => f !== 'walletKitProvider.tsx' && importsTanStack(f))).toEqual(
      [],
    );
  });
  it('the provider takes only its context from it, never the client', () => {
    const source = readFileSync(join(root, 'walletKitProvider.tsx'), 'utf8');
    expect(source).toMatch(
      /import \{ type QueryClient, QueryClientContext, QueryClientProvider \}/,
    );
  });
  it('a hook does (a control for the test above)', () => {
    expect(reach('hooks/useLogout.ts').filter(importsTanStack)).toContain(
      'hooks/useKitMutation.ts',
    );
  });
});

describe('the import walk itself', () => {
  it('does find the modal from the login button and its flow (a control for the tests above)', () => {
    expect(reach('modal/loginButton.tsx')).toContain('modal/authModal.tsx');
    expect(reach('modal/authFlow.tsx')).toContain('modal/screens/methodsScreen.tsx');
  });

  it('follows an entry of re-exports only to the modules of the names imported from it', () => {
    const files = reach('modal/codeScreenChunk.ts');
    expect(files).toContain('../core/index.ts');
    expect(files).toContain('../core/platform/lazyModule.ts');
    expect(files).not.toContain('../core/proofs/verifyWalletProofs.ts');
    const all = reach('../core/index.ts');
    expect(all).toContain('../core/proofs/verifyWalletProofs.ts');
  });
});
