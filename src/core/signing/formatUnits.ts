/**
 * An integer amount in a currency's smallest unit as a decimal in its main unit
 * (`1500000000000000000n`, 18 → `1.5`), exact: no floating point, trailing zeros dropped.
 */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
