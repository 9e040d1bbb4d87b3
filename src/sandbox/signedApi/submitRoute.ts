import type { SubmitName } from 'embedded-wallet-kit/protocol';
import type { AnyObjectSchema } from 'embedded-wallet-kit/protocol/internal';
import type { SubmitInput } from './handlerTypes.js';

/** What the submit pipeline needs of one operation; built from the protocol table. */
export interface SubmitRoute {
  name: string;
  type: string;
  intentKey: string;
  resultKey: string;
  /** Whether `generateAppProofs` asks for app proofs (elsewhere it is accepted and ignored). */
  appProofs: boolean;
  envelope: AnyObjectSchema;
  handler: (input: SubmitInput<SubmitName>) => unknown;
}
