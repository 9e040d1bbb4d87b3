// Server only: who is calling the app's API (embedded-wallet-kit/server). Imported by the route
// handler (app/api/me/route.ts) and by proxy.ts, each with its own verifier.
import { sandboxConfig } from 'embedded-wallet-kit';
import { createSessionVerifier } from 'embedded-wallet-kit/server';

const sandbox = process.env.NEXT_PUBLIC_EWK_SANDBOX;
// Production's notarizer signs the sessions of every app on the service: accept your users'
// organizations only. Here a list in the environment; a real app asks its own database.
const yourUsers = new Set((process.env.EWK_USER_ORGANIZATIONS ?? '').split(',').filter(Boolean));

export const verifier = createSessionVerifier({
  // Where the pages run: a signature names the URL it was made for.
  origins: (process.env.APP_ORIGINS ?? 'http://localhost:3000').split(','),
  // The sandbox's keys in development, production's otherwise: as the browser's config chooses.
  ...(sandbox
    ? { trustedKeys: sandboxConfig(sandbox).trustedKeys }
    : { acceptOrganization: (organizationId: string) => yourUsers.has(organizationId) }),
});
