/** The `identity` index of an OAuth provider link (store/Docs.ts): iss, sub and aud. */
export const oauthIdentity = (t: { iss: string; sub: string; aud: string }): string =>
  `${t.iss} ${t.sub} ${t.aud}`;
