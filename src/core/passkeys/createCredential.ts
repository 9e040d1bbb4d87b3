import { creationOptionsFromJSON } from './creationOptionsFromJSON.js';
import { registrationToJSON } from './registrationToJSON.js';
import { runCeremony } from './runCeremony.js';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from './webAuthnPort.js';

/**
 * A registration ceremony in this browser (`navigator.credentials.create()`, WebAuthn L3 section
 * 5.1.3), JSON in and out: the default port's `create` (`browserWebAuthn`). Failures are the
 * browser's own `DOMException`s, for `toWebAuthnError` to read.
 */
export async function createCredential(
  options: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const publicKey = creationOptionsFromJSON(options);
  return registrationToJSON(
    await runCeremony((credentials, signal) => credentials.create({ publicKey, signal })),
  );
}
