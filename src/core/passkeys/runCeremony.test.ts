import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCeremony } from './runCeremony.js';
import { toWebAuthnError } from './toWebAuthnError.js';

/** A browser's `navigator.credentials` whose calls wait until the test settles them. */
function pendingCredentials() {
  const calls: { signal: AbortSignal; resolve: (credential: Credential | null) => void }[] = [];
  const call = (options: CredentialRequestOptions) =>
    new Promise<Credential | null>((resolve, reject) => {
      const signal = options.signal as AbortSignal;
      // Credential Management: an aborted signal rejects the call with its abort reason.
      signal.addEventListener('abort', () => reject(signal.reason));
      calls.push({ signal, resolve });
    });
  vi.stubGlobal('PublicKeyCredential', class {});
  vi.stubGlobal('navigator', { credentials: { get: call, create: call } });
  return calls;
}

const credential = { id: 'x', type: 'public-key' } as unknown as Credential;

describe('runCeremony', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('without WebAuthn rejects with NotSupportedError, before calling anything', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const call = vi.fn();
    const error = await runCeremony(call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('NotSupportedError');
    expect(call).not.toHaveBeenCalled();
    expect(toWebAuthnError(error, 'be used').code).toBe('WEBAUTHN_NOT_SUPPORTED');
  });

  it('gives each ceremony a signal of its own and answers its credential', async () => {
    const calls = pendingCredentials();
    const running = runCeremony((credentials, signal) => credentials.get({ signal }));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
    calls[0]?.resolve(credential);
    await expect(running).resolves.toBe(credential);
  });

  it('aborts the ceremony before a new one (one at a time): it ends as USER_CANCELLED', async () => {
    const calls = pendingCredentials();
    // A conditional-mediation get() waits for the user; a button's ceremony replaces it.
    const autofill = runCeremony((credentials, signal) => credentials.get({ signal }));
    const button = runCeremony((credentials, signal) => credentials.create({ signal }));
    const aborted = await autofill.catch((e: unknown) => e);
    expect((aborted as DOMException).name).toBe('AbortError');
    expect(toWebAuthnError(aborted, 'be used').code).toBe('USER_CANCELLED');
    expect(calls[1]?.signal.aborted).toBe(false);
    calls[1]?.resolve(credential);
    await expect(button).resolves.toBe(credential);
  });

  it('does not abort a ceremony that has already ended', async () => {
    const calls = pendingCredentials();
    const first = runCeremony((credentials, signal) => credentials.get({ signal }));
    calls[0]?.resolve(credential);
    await first;
    const second = runCeremony((credentials, signal) => credentials.get({ signal }));
    expect(calls[0]?.signal.aborted).toBe(false);
    calls[1]?.resolve(credential);
    await second;
  });

  it('an answer without a credential is a failure, not a cancel', async () => {
    const calls = pendingCredentials();
    const running = runCeremony((credentials, signal) => credentials.get({ signal }));
    calls[0]?.resolve(null);
    const error = await running.catch((e: unknown) => e);
    expect(toWebAuthnError(error, 'be used').code).toBe('WEBAUTHN_FAILED');
  });
});
