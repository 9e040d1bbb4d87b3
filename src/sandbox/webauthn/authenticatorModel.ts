/**
 * A readable `model` for an authenticator's AAGUID (spec "Authenticator": `aaguid` is the type
 * of security key, `model` the device type). AAGUIDs from the community-maintained
 * passkey-authenticator-aaguids list; unknown ones get a generic name rather than a guess.
 */
const KNOWN_AAGUIDS: Record<string, string> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  'ee882879-721c-4913-9775-3dfcce97072a': 'YubiKey 5 NFC',
};

const ZERO_AAGUID = '00000000-0000-0000-0000-000000000000';

export function authenticatorModel(aaguid: string): string {
  const known = KNOWN_AAGUIDS[aaguid.toLowerCase()];
  if (known) return known;
  // Authenticators that give "none" attestation may zero their AAGUID (WebAuthn L3, 6.5.1).
  return aaguid === ZERO_AAGUID ? 'Passkey' : 'Unknown authenticator';
}
