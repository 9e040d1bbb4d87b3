import type { QueryAuthorizer, QueryHandlers } from './handlerTypes.js';
import { getActivity } from './ops/getActivity.js';
import { getApiKey } from './ops/getApiKey.js';
import { getAuthenticators } from './ops/getAuthenticators.js';
import { getBootProof } from './ops/getBootProof.js';
import { getEarnDeployStatus } from './ops/getEarnDeployStatus.js';
import { getEarnDepositStatus } from './ops/getEarnDepositStatus.js';
import { getUser } from './ops/getUser.js';
import { listEarnVaults } from './ops/listEarnVaults.js';
import { listEmailEvents } from './ops/listEmailEvents.js';
import { listSecrets } from './ops/listSecrets.js';
import { listWalletAccounts } from './ops/listWalletAccounts.js';
import { listWallets } from './ops/listWallets.js';
import { listWebhookEndpoints } from './ops/listWebhookEndpoints.js';
import { authorizeWhoami, whoami } from './ops/whoami.js';

/** One handler per query operation of the table (`protocol/operations.ts`). */
export const queryHandlers: QueryHandlers = {
  list_earn_vaults: listEarnVaults,
  list_email_events: listEmailEvents,
  get_api_key: getApiKey,
  list_secrets: listSecrets,
  list_webhook_endpoints: listWebhookEndpoints,
  get_authenticators: getAuthenticators,
  get_boot_proof: getBootProof,
  whoami,
  get_user: getUser,
  list_wallets: listWallets,
  list_wallet_accounts: listWalletAccounts,
  get_activity: getActivity,
  get_earn_deploy_status: getEarnDeployStatus,
  get_earn_deposit_status: getEarnDepositStatus,
};

/** Queries whose organisation check differs from `authorizeQuery`'s. */
export const queryAuthorizers: Partial<Record<keyof QueryHandlers, QueryAuthorizer>> = {
  whoami: authorizeWhoami,
};
