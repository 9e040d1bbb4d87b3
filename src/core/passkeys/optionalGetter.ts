/**
 * The value of one of the response's WebAuthn L3 getters (`getTransports()`, `getPublicKey()`,
 * `getPublicKeyAlgorithm()`, `getAuthenticatorData()`, section 5.2.1), or `undefined` where it is
 * missing (browsers before L3) or throws (password-manager extensions that stand in for
 * `navigator.credentials` and implement it badly): the credential is still good without it, since
 * the attestation object holds the same data.
 */
export function optionalGetter<T>(getter: () => T): T | undefined {
  try {
    return getter() ?? undefined;
  } catch {
    return undefined;
  }
}
