import type { QueryName } from 'embedded-wallet-kit/protocol';
import type { AnyObjectSchema } from 'embedded-wallet-kit/protocol/internal';
import type { QueryAuthorizer, QueryHandler } from './handlerTypes.js';

/** What the query pipeline needs of one operation; built from the protocol table. */
export interface QueryRoute {
  name: string;
  body: AnyObjectSchema;
  handler: QueryHandler<QueryName>;
  /** Replaces the usual organisation check (`authorizeQuery`) where the operation needs to. */
  authorize?: QueryAuthorizer;
}
