/**
 * The passkey stamp (wire-details, "Stamps"), apart from `stamp.ts`: only passkey stamping uses
 * it, and a module the page's entry shares with the other stamps is bundled whole into the entry,
 * so here it travels with the passkey chunk instead.
 */
import { parseJson } from './encoding.js';

export interface WebAuthnStamp {
  authenticatorData: string;
  clientDataJson: string;
  credentialId: string;
  signature: string;
}

/** `X-Stamp-WebAuthn`: plain JSON (not base64), each field base64url. */
export const encodeWebAuthnStamp = (stamp: WebAuthnStamp): string =>
  JSON.stringify({
    authenticatorData: stamp.authenticatorData,
    clientDataJson: stamp.clientDataJson,
    credentialId: stamp.credentialId,
    signature: stamp.signature,
  });

export function decodeWebAuthnStamp(value: string): WebAuthnStamp | undefined {
  const parsed = parseJson(value);
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const fields = parsed as Record<string, unknown>;
  const keys = ['authenticatorData', 'clientDataJson', 'credentialId', 'signature'] as const;
  if (!keys.every((k) => typeof fields[k] === 'string')) return undefined;
  return fields as unknown as WebAuthnStamp;
}
