import type { QueryHandlers } from './handlerTypes.js';
import { getApiKey } from './ops/getApiKey.js';
import { getAuthenticators } from './ops/getAuthenticators.js';
import { getBootProof } from './ops/getBootProof.js';
import { listEarnVaults } from './ops/listEarnVaults.js';
import { listEmailEvents } from './ops/listEmailEvents.js';
import { listSecrets } from './ops/listSecrets.js';
import { listWebhookEndpoints } from './ops/listWebhookEndpoints.js';

/** One handler per query operation of the table (`protocol/operations.ts`). */
export const queryHandlers: QueryHandlers = {
  list_earn_vaults: listEarnVaults,
  list_email_events: listEmailEvents,
  get_api_key: getApiKey,
  list_secrets: listSecrets,
  list_webhook_endpoints: listWebhookEndpoints,
  get_authenticators: getAuthenticators,
  get_boot_proof: getBootProof,
};
