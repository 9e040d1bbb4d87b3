/**
 * Test support for the core's end-to-end tests: a kit wired to an in-process sandbox (its
 * `handler` as `fetch`, fake-indexeddb for keys), the dev inbox, a software passkey behind the
 * WebAuthn port, and a scripted OAuth "popup" that drives the dev provider's login form.
 * Test files only: it imports the sandbox.
 */
import { IDBFactory } from 'fake-indexeddb';
import { completeOAuthRedirect } from '../../src/core/actions/completeOAuthRedirect.js';
import { createWalletKit, type WalletKitOptions } from '../../src/core/createWalletKit.js';
import { createIndexedDbKeyStore } from '../../src/core/keys/createIndexedDbKeyStore.js';
import type {
  OAuthMessageEvent,
  OAuthPopup,
  OAuthPopupPort,
} from '../../src/core/oauth/oauthPorts.js';
import type { WebAuthnPort } from '../../src/core/passkeys/webAuthnPort.js';
import { createMemoryStorage } from '../../src/core/platform/createMemoryStorage.js';
import type { FetchLike } from '../../src/core/transport/transport.js';
import type { WalletKit } from '../../src/core/walletKit.js';
import type { AuthenticatorTransport } from '../../src/protocol/enums.js';
import { publicBootstrap } from '../../src/sandbox/bootstrap.js';
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import { toAuthenticationResponse } from '../../src/sandbox/webauthn/toAuthenticationResponse.js';
import { inProcessFetch } from '../../src/testing/inProcessFetch.js';
import { readLastCode } from '../../src/testing/readLastCode.js';
import { sandboxKitOptions } from '../../src/testing/sandboxKitOptions.js';
import { createTestBrowser, decodeEntities, readLoginForm } from './sandbox/createTestBrowser.js';
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from './sandbox/softwareAuthenticator.js';

export type { Sandbox };

/** An in-process sandbox (options: e.g. `now`, the service's clock). */
export const startSandbox = (options?: SandboxOptions): Promise<Sandbox> => createSandbox(options);

export const sandboxFetch = (sandbox: Sandbox): FetchLike => inProcessFetch(sandbox);

/**
 * The options of a kit in a Node test against an in-process sandbox: `sandboxKitOptions` (what
 * an integrator's test uses) with the sandbox's `handler` as `fetch`, memory storage, no
 * cross-tab channels, no retries, and the sandbox's relying party for passkeys. `overrides`
 * win; `passkey` and `oauth` overrides are merged into the defaults.
 */
export function testKitOptions(
  sandbox: Sandbox,
  overrides: Partial<WalletKitOptions> = {},
): WalletKitOptions {
  const base = sandboxKitOptions(publicBootstrap(sandbox.bootstrap));
  return {
    ...base,
    fetch: inProcessFetch(sandbox),
    keyStore: createIndexedDbKeyStore({ indexedDB: new IDBFactory() }),
    storage: createMemoryStorage(),
    pendingStorage: createMemoryStorage(),
    broadcastChannel: null,
    locks: null,
    transport: { retries: 0 },
    ...overrides,
    passkey: { rpId: new URL(base.baseUrl).hostname, ...overrides.passkey },
    oauth: { ...base.oauth, ...overrides.oauth },
  };
}

/** A kit for this sandbox (see `testKitOptions`); keys in fake-indexeddb. */
export const kitFor = (sandbox: Sandbox, overrides: Partial<WalletKitOptions> = {}): WalletKit =>
  createWalletKit(testKitOptions(sandbox, overrides));

/** The newest one-time code the dev inbox holds for `contact`. */
export const readOtpCode = (sandbox: Sandbox, contact: string): Promise<string> =>
  readLastCode({ url: sandbox.bootstrap.baseUrl, fetch: inProcessFetch(sandbox) }, contact);

const TRANSPORT_NAMES: Record<AuthenticatorTransport, string> = {
  AUTHENTICATOR_TRANSPORT_BLE: 'ble',
  AUTHENTICATOR_TRANSPORT_INTERNAL: 'internal',
  AUTHENTICATOR_TRANSPORT_NFC: 'nfc',
  AUTHENTICATOR_TRANSPORT_USB: 'usb',
  AUTHENTICATOR_TRANSPORT_HYBRID: 'hybrid',
};

/** `navigator.credentials` played by the sandbox's software authenticator. */
export function softwareWebAuthn(
  sandbox: Sandbox,
  behaviour: { refuse?: () => Error | undefined } = {},
): { port: WebAuthnPort; authenticator: SoftwareAuthenticator; calls: string[] } {
  const authenticator = createSoftwareAuthenticator({
    rpId: sandbox.context.settings.rpId,
    origin: sandbox.context.settings.webauthnOrigins[0] ?? sandbox.bootstrap.baseUrl,
  });
  const calls: string[] = [];
  const port: WebAuthnPort = {
    async create(options) {
      calls.push('create');
      const refusal = behaviour.refuse?.();
      if (refusal) throw refusal;
      const { input, credential } = authenticator.register({ challenge: options.challenge });
      return {
        id: credential.credentialId,
        rawId: credential.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: input.attestation.clientDataJson,
          attestationObject: input.attestation.attestationObject,
          transports: input.attestation.transports.map((t) => TRANSPORT_NAMES[t]) as never,
        },
      };
    },
    async get(options) {
      calls.push('get');
      const refusal = behaviour.refuse?.();
      if (refusal) throw refusal;
      return toAuthenticationResponse(
        authenticator.assert(options.challenge, options.allowCredentials?.[0]?.id),
      );
    },
  };
  return { port, authenticator, calls };
}

/**
 * Plays the user at the dev provider: opens the authorization URL, submits the login form (or
 * cancels), and answers the redirect URL the provider sends the browser back to.
 */
export async function driveDevProvider(
  sandbox: Sandbox,
  url: string,
  behaviour: {
    action?: 'login' | 'cancel' | 'close';
    email?: string;
    name?: string;
    /** Ticks the provider's "verified e-mail" box (the `email_verified` claim). */
    emailVerified?: boolean;
  } = {},
): Promise<string> {
  const browser = createTestBrowser(
    (request) => sandbox.handler(request),
    `${sandbox.bootstrap.baseUrl}/oauth/`,
  );
  const login = await browser.navigate(url);
  const html = await login.response.text();
  let done: { leftTo?: string };
  if (behaviour.action === 'cancel') {
    const cancel = /<a id="cancel" class="cancel" href="([^"]+)"/.exec(html)?.[1] ?? '';
    done = await browser.navigate(new URL(decodeEntities(cancel), login.url).href);
  } else {
    const form = readLoginForm(html);
    done = await browser.navigate(new URL(form.action, login.url).href, {
      form: {
        ...form.fields,
        ...(behaviour.email ? { email: behaviour.email } : {}),
        ...(behaviour.name ? { name: behaviour.name } : {}),
        ...(behaviour.emailVerified ? { email_verified: 'yes' } : {}),
      },
    });
  }
  if (!done.leftTo)
    throw new Error(`the dev provider did not redirect back: ${html.slice(0, 300)}`);
  return done.leftTo;
}

export interface ScriptedPopupBehaviour {
  /** What the user does in the popup. Default: logs in with the form's e-mail. */
  action?: 'login' | 'cancel' | 'close';
  email?: string;
  name?: string;
  emailVerified?: boolean;
  /** Changes the redirect URL before the redirect page reads it (an attacker's edit). */
  tamper?: (url: string) => string;
  /** Posts the answer from this origin instead of the redirect URL's. */
  postFromOrigin?: string;
}

/**
 * An OAuth popup played in Node: it drives the dev provider's login form like a browser
 * (cookies, redirects), then runs the kit's `completeOAuthRedirect` on the redirect URL with a
 * fake opener that delivers the message to the kit's listener.
 */
export function scriptedPopup(
  sandbox: Sandbox,
  behaviour: ScriptedPopupBehaviour = {},
): { port: OAuthPopupPort; opened: string[]; redirects: string[]; errors: unknown[] } {
  const errors: unknown[] = [];
  const listeners = new Set<(event: OAuthMessageEvent) => void>();
  const opened: string[] = [];
  const redirects: string[] = [];

  async function drive(popup: OAuthPopup & { closed: boolean }, url: string) {
    opened.push(url);
    if (behaviour.action === 'close') {
      popup.closed = true;
      return;
    }
    const leftTo = await driveDevProvider(sandbox, url, behaviour);
    const redirect = behaviour.tamper ? behaviour.tamper(leftTo) : leftTo;
    redirects.push(redirect);
    completeOAuthRedirect({
      url: redirect,
      opener: {
        postMessage(message, targetOrigin) {
          const origin = behaviour.postFromOrigin ?? new URL(redirect).origin;
          if (targetOrigin !== '*' && targetOrigin !== new URL(redirect).origin) return;
          const data = structuredClone(message);
          for (const listener of [...listeners]) {
            setImmediate(() => listener({ origin, source: popup, data }));
          }
        },
      },
      close: () => {
        popup.closed = true;
      },
    });
  }

  const port: OAuthPopupPort = {
    open() {
      const popup: OAuthPopup & { closed: boolean } = {
        closed: false,
        navigate(url) {
          drive(popup, url).catch((error: unknown) => {
            errors.push(error);
            popup.closed = true;
          });
        },
        close() {
          popup.closed = true;
        },
        get source() {
          return popup;
        },
      };
      return popup;
    },
    onMessage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { port, opened, redirects, errors };
}
