import type { QueryHandlers } from './handlerTypes.js';

/** One handler per query operation of the table (filled in by the operations work). */
export const queryHandlers = {} as QueryHandlers;
