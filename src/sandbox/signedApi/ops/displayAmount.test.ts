import { describe, expect, it } from 'vitest';
import { displayAmount, formatUnits, usdCentsOf } from './displayAmount.js';

describe('displayAmount', () => {
  it('formats raw units exactly, whatever the decimals', () => {
    expect(formatUnits('1234567', 6)).toBe('1.234567');
    expect(formatUnits('1000000', 6)).toBe('1');
    expect(formatUnits('1500000000000000000', 18)).toBe('1.5');
    expect(formatUnits('123456789012345678901234567890', 18)).toBe('123456789012.345678');
  });

  it('values TVL in USD cents with BigInt arithmetic (no float rounding)', () => {
    expect(usdCentsOf('2500000', 6, '1')).toBe(250n);
    expect(usdCentsOf('2000000000000000000', 18, '3150.42')).toBe(630084n);
    expect(displayAmount('2000000000000000000', 18, '3150.42')).toEqual({
      usd: '6300.84',
      crypto: '2',
    });
    expect(displayAmount('5', 6, '1')).toEqual({ usd: '0.00', crypto: '0.000005' });
  });
});
