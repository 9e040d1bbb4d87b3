import { camelCase } from './camelCase.js';

/**
 * One method per operation name, `earn_deposit` -> `earnDeposit(body, options)`, each calling
 * `call` with its operation. Made at run time from the generated name lists (signedApiMethods.ts,
 * authProxyMethods.ts) rather than written out: a written-out method per operation cost every
 * app about 0.3 KB gzip up front. Each function still carries its method's name, so stack traces
 * say `earnDeposit`.
 */
export function methodsOf<N extends string, B, O, R>(
  ops: readonly N[],
  call: (op: N, body: B, options?: O) => R,
): Record<string, (body: B, options?: O) => R> {
  const methods: Record<string, (body: B, options?: O) => R> = {};
  for (const op of ops) {
    const name = camelCase(op);
    // A function defined as a computed property's value takes that property's name.
    methods[name] = { [name]: (body: B, options?: O) => call(op, body, options) }[name] as (
      body: B,
      options?: O,
    ) => R;
  }
  return methods;
}
