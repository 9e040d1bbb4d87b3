/** The ceremony under way; the next one aborts it (see `runCeremony`). */
let current: AbortController | undefined;

/**
 * Runs one `navigator.credentials.create()` or `.get()` with an `AbortSignal` of its own (WebAuthn
 * L3 section 5.6), aborting the ceremony before it: a browser runs one WebAuthn request at a time
 * and refuses a second while one is pending, and a conditional-mediation `get()` (passkey
 * autofill, section 5.1.4) stays pending until the user picks a passkey, so a button's ceremony
 * must end it first. The aborted one rejects with an `AbortError`, which `toWebAuthnError` reads as
 * the user cancelling.
 *
 * Where the page has no WebAuthn (`PublicKeyCredential` is absent: an old browser, a page that is
 * not a secure context, Node), it rejects with a `NotSupportedError` before anything else; an
 * answer without a credential is a plain `Error`.
 */
export async function runCeremony(
  call: (credentials: CredentialsContainer, signal: AbortSignal) => Promise<Credential | null>,
): Promise<PublicKeyCredential> {
  if (typeof globalThis.PublicKeyCredential !== 'function') {
    throw new DOMException('WebAuthn is not supported here', 'NotSupportedError');
  }
  current?.abort(new DOMException('a newer passkey ceremony started', 'AbortError'));
  const controller = new AbortController();
  current = controller;
  try {
    const credential = await call(navigator.credentials, controller.signal);
    if (!credential) throw new Error('the browser answered no credential');
    return credential as PublicKeyCredential;
  } finally {
    if (current === controller) current = undefined;
  }
}
