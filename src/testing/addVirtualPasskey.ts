import type { CdpPageLike, CdpSessionLike } from './playwrightLike.js';

/** A stored credential of a virtual authenticator (CDP `WebAuthn.Credential`). */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  userHandle?: string;
  signCount: number;
}

export interface VirtualPasskey {
  /** CDP id of the authenticator. */
  authenticatorId: string;
  /** The credentials it holds (one per passkey signup). */
  credentials(): Promise<VirtualCredential[]>;
  /** Whether the next ceremonies see a verified user (false: the user "fails" the check). */
  setUserVerified(isUserVerified: boolean): Promise<void>;
  /** Removes the authenticator and closes the CDP session. */
  remove(): Promise<void>;
}

/**
 * Gives a Playwright page (Chromium) a platform passkey authenticator through the DevTools
 * WebAuthn domain: CTAP2, internal transport, resident keys and user verification, a user who
 * always verifies, and presence simulated. `navigator.credentials.create/get` then succeed
 * without a prompt, as with Touch ID or Windows Hello.
 */
export async function addVirtualPasskey<P extends CdpPageLike<P>>(
  page: P,
): Promise<VirtualPasskey> {
  const cdp: CdpSessionLike = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = (await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })) as { authenticatorId: string };
  return {
    authenticatorId,
    async credentials() {
      const { credentials } = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })) as {
        credentials: VirtualCredential[];
      };
      return credentials;
    },
    async setUserVerified(isUserVerified) {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });
    },
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}
