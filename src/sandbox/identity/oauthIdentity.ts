/** The `identity` index of an OAuth provider link (store/storedRecords.ts): iss, sub and aud. */
export const oauthIdentity = (t: { iss: string; sub: string; aud: string }): string =>
  `${t.iss} ${t.sub} ${t.aud}`;
