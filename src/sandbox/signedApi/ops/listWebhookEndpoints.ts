import type { QueryHandler } from '../handlerTypes.js';

/** `list_webhook_endpoints`: every endpoint of the organization, oldest first. */
export const listWebhookEndpoints: QueryHandler<'list_webhook_endpoints'> = ({ ctx, body }) => ({
  webhookEndpoints: ctx.store
    .list('webhookEndpoint', { organizationId: body.organizationId, order: 'asc' })
    .map((e) => ({
      endpointId: e.id,
      organizationId: e.organizationId,
      url: e.url,
      name: e.name,
      isActive: e.isActive,
      subscriptions: e.subscriptions,
    })),
});
