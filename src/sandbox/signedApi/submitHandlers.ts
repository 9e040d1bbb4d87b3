import type { SubmitHandlers } from './handlerTypes.js';

/** One handler per submit operation of the table (filled in by the operations work). */
export const submitHandlers = {} as SubmitHandlers;
