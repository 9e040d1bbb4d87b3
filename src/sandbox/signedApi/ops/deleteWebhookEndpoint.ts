import { notFoundField } from '../../fieldErrors.js';
import type { SubmitHandler } from '../handlerTypes.js';

/**
 * `delete_webhook_endpoint`: removes it, so `list_webhook_endpoints` no longer shows it (spec
 * "Events" 3).
 */
export const deleteWebhookEndpoint: SubmitHandler<'delete_webhook_endpoint'> = ({
  ctx,
  params,
  organizationId,
}) => {
  const endpoint = ctx.store.get('webhookEndpoint', params.endpointId);
  if (!endpoint || endpoint.organizationId !== organizationId) {
    throw notFoundField('parameters.endpointId', `no webhook endpoint ${params.endpointId}`);
  }
  ctx.store.delete('webhookEndpoint', endpoint.id);
  return { endpointId: endpoint.id };
};
