/**
 * The credential's `authenticatorAttachment` when it is one of the two the spec names, else
 * absent: "Relying Parties SHOULD treat unknown values as if the value were null" (WebAuthn L3
 * section 5.1).
 */
export function authenticatorAttachmentOf(
  credential: PublicKeyCredential,
): AuthenticatorAttachment | undefined {
  const attachment = credential.authenticatorAttachment;
  return attachment === 'platform' || attachment === 'cross-platform' ? attachment : undefined;
}
