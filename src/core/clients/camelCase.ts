/** `earn_deposit` -> `earnDeposit`, `otp_init_v2` -> `otpInitV2`, as a type. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The same, at runtime: `npm run clients` names the generated methods with it. */
export const camelCase = <S extends string>(name: S): CamelCase<S> =>
  name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as CamelCase<S>;
