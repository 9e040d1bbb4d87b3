import { bufferFromBase64url } from './bufferFromBase64url.js';
import type { PublicKeyCredentialDescriptorJSON } from './webAuthnPort.js';

/**
 * `excludeCredentials` / `allowCredentials` with each `id` decoded (WebAuthn L3 sections 5.1.8
 * and 5.1.9). `type` and `transports` pass as given: a browser ignores a transport or type it
 * does not know (WebAuthn L3 section 5.8.3 and 5.8.4), so newer values must not be dropped here.
 */
export const descriptorsFromJSON = (
  list: PublicKeyCredentialDescriptorJSON[] | undefined,
): PublicKeyCredentialDescriptor[] | undefined =>
  list?.map(
    (descriptor) =>
      ({ ...descriptor, id: bufferFromBase64url(descriptor.id) }) as PublicKeyCredentialDescriptor,
  );
