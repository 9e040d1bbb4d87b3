import type { DisplayAmount } from 'embedded-wallet-kit/protocol';

const PRICE_DECIMALS = 8;

/** A non-negative decimal string ('3012.55') as an integer scaled by 10^digits, truncating. */
function scaleDecimal(value: string, digits: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
}

/**
 * Raw on-chain units to a whole-unit decimal string, at most `maxFraction` digits, no trailing
 * zeros.
 */
export function formatUnits(raw: string, decimals: number, maxFraction = 6): string {
  const value = BigInt(raw);
  const base = 10n ** BigInt(decimals);
  const whole = value / base;
  const digits = Math.min(decimals, maxFraction);
  const fraction = ((value % base) * 10n ** BigInt(digits)) / base;
  const fractionText =
    digits === 0 ? '' : fraction.toString().padStart(digits, '0').replace(/0+$/, '');
  return fractionText ? `${whole}.${fractionText}` : whole.toString();
}

/**
 * USD value of `raw` units, in cents, exactly (BigInt): the sort key of `list_earn_vaults`
 * ("sorted by USD value of TVL descending"), so the order never depends on float rounding.
 */
export function usdCentsOf(raw: string, decimals: number, priceUsd: string): bigint {
  const price = scaleDecimal(priceUsd, PRICE_DECIMALS);
  return (BigInt(raw) * price * 100n) / 10n ** BigInt(decimals + PRICE_DECIMALS);
}

/** The spec's display pair (display only): USD with cents, the asset in whole units. */
export function displayAmount(raw: string, decimals: number, priceUsd: string): DisplayAmount {
  const cents = usdCentsOf(raw, decimals, priceUsd);
  return {
    usd: `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`,
    crypto: formatUnits(raw, decimals),
  };
}
