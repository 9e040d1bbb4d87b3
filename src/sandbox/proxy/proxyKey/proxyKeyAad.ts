/** Binds a sealed proxy key to its credential: a sealed blob moved to another row fails to open. */
export const proxyKeyAad = (credentialId: string): string =>
  `embedded-wallet-kit proxy key ${credentialId}`;
