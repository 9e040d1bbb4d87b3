import { authenticationToJSON } from './authenticationToJSON.js';
import { requestOptionsFromJSON } from './requestOptionsFromJSON.js';
import { runCeremony } from './runCeremony.js';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from './webAuthnPort.js';

/**
 * An authentication ceremony in this browser (`navigator.credentials.get()`, WebAuthn L3 section
 * 5.1.4), JSON in and out: the default port's `get` (`browserWebAuthn`) and the passkey stamper's
 * default. Failures are the browser's own `DOMException`s, for `toWebAuthnError` to read.
 */
export async function getCredential(
  options: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const publicKey = requestOptionsFromJSON(options);
  return authenticationToJSON(
    await runCeremony((credentials, signal) => credentials.get({ publicKey, signal })),
  );
}
