import { randomUUID } from 'node:crypto';
import type { SubmitHandler } from '../handlerTypes.js';
import type { SessionProfileRecord } from './opsRecords.js';

/**
 * `create_session_profile`: a named scope (and optional lifetime) that later logins
 * (`stamp_login` with `sessionProfileId`) attach to their session. Without
 * `expirationSeconds` the login's own intent decides the expiry (spec table).
 */
export const createSessionProfile: SubmitHandler<'create_session_profile'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const profile: SessionProfileRecord = {
    id: randomUUID(),
    organizationId,
    sessionProfileName: params.sessionProfileName,
    scope: params.scope,
    ...(params.expirationSeconds === undefined
      ? {}
      : { expirationSeconds: params.expirationSeconds }),
    ...(params.notes === undefined ? {} : { notes: params.notes }),
    createdAtMs: ctx.now(),
  };
  ctx.store.insert('sessionProfile', profile, { organizationId });
  return { sessionProfileId: profile.id };
};
