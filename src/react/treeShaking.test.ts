import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = dirname(fileURLToPath(import.meta.url));

/** Runtime imports of a file (type-only imports vanish at build time and are skipped). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(?!type\s)([\s\S]*?)\s+from\s+'([^']+)';/gm)) {
    const specifier = match[2] ?? '';
    if (!specifier.startsWith('.')) continue;
    const base = join(dirname(file), specifier.replace(/\.js$/, ''));
    for (const candidate of [`${base}.ts`, `${base}.tsx`]) {
      try {
        readFileSync(candidate);
        found.push(candidate);
        break;
      } catch {}
    }
  }
  return found;
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...runtimeImports(file));
  }
  return seen;
}

describe('the hooks and the provider', () => {
  it.each([
    'walletKitProvider.tsx',
    'hooks/queryHooks.ts',
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
  it('reaches the wallet, code and phone screens only through import() (chunks of their own, issue 8)', () => {
    const files = [...reachable(join(root, 'modal/loginButton.tsx'))].map((f) => relative(root, f));
    expect(files).toContain('modal/authFlow.tsx');
    expect(
      files.filter(
        (f) =>
          f.startsWith('modal/wallets/') ||
          f.includes('useWalletLogin') ||
          f === 'modal/screens/codeScreen.tsx' ||
          f === 'modal/screens/phoneScreen.tsx' ||
          f === 'modal/countryCodes.ts' ||
          f === 'modal/toE164.ts' ||
          f === 'modal/otpCodeInput.tsx',
      ),
    ).toEqual([]);
  });
});

describe('the passkey ceremonies', () => {
  // Only `loadPasskeyCeremonies` (an `import()`) reaches them: they and the WebAuthn code they
  // carry are one lazy chunk, prefetched by the modal when it offers a passkey (issue 8).
  const lazy = [
    '../core/steps/passkeyCeremonies.ts',
    '../core/steps/passkeyLogin.ts',
    '../core/steps/passkeySignup.ts',
    '../core/stampers/createPasskeyStamper.ts',
  ];
  it.each([
    'modal/loginButton.tsx',
    'hooks/usePasskeyLogin.ts',
    'hooks/usePasskeySignup.ts',
    '../core/actions/loginWithPasskey.ts',
    '../core/actions/signupWithPasskey.ts',
    '../core/createWalletKit.ts',
  ])('%s reaches them only through import() (a chunk of their own)', (file) => {
    const files = [...reachable(join(root, file))].map((f) => relative(root, f));
    expect(files).toContain('../core/steps/loadPasskeyCeremonies.ts');
    expect(files.filter((f) => lazy.includes(f))).toEqual([]);
  });
});

describe('the app-proof checks', () => {
  // `loadProofChecks` (preloadProofChecks.ts) loads the step with `import()`; the step imports the
  // attestation verifier statically, so step and verifier are one lazy chunk (one fetch), and the
  // modules they share with the entry stay in the entry (see verifyWalletProofs.ts).
  const isProofCheck = (f: string) =>
    f === '../core/steps/verifyWalletProofs.ts' || f.startsWith('../core/crypto/attestation/');
  it.each([
    'modal/loginButton.tsx',
    'hooks/useEmailOtp.ts',
    '../core/createWalletKit.ts',
    '../core/steps/finishLogin.ts',
  ])('%s reaches them only through import()', (file) => {
    const files = [...reachable(join(root, file))].map((f) => relative(root, f));
    expect(files.filter(isProofCheck)).toEqual([]);
  });
  it('the step reaches the verifier without import() (one chunk)', () => {
    const files = [...reachable(join(root, '../core/steps/verifyWalletProofs.ts'))].map((f) =>
      relative(root, f),
    );
    expect(files).toContain('../core/crypto/attestation/verifyBootProof.ts');
    expect(files).toContain('../core/crypto/attestation/checkAppProof.ts');
  });
});

describe('the import walk itself', () => {
  it('does find the modal from the login button (a control for the test above)', () => {
    const files = [...reachable(join(root, 'modal/loginButton.tsx'))].map((f) => relative(root, f));
    expect(files).toContain('modal/authFlow.tsx');
    expect(files).toContain('hooks/useLogout.ts');
  });
});
