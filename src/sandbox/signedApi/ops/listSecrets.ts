import type { QueryHandler } from '../handlerTypes.js';
import { paginate } from './paginate.js';

/** `list_secrets`: the organization's secret metadata, most recently created first, paged by id. */
export const listSecrets: QueryHandler<'list_secrets'> = ({ ctx, body }) => {
  const secrets = ctx.store
    .list('secret', { organizationId: body.organizationId, order: 'desc' })
    // Insertion order already is creation order; the explicit sort keeps that true for
    // secrets added with a back-dated `createdAtMs` (dev endpoint).
    .sort((a, b) => b.createdAtMs - a.createdAtMs);
  const page = paginate(secrets, (s) => s.id, body.paginationOptions);
  return {
    secrets: page.items.map((s) => ({
      secretId: s.id,
      ...(s.name === undefined ? {} : { name: s.name }),
      staticProperties: s.staticProperties,
      createdAtUnixMs: String(s.createdAtMs),
    })),
  };
};
