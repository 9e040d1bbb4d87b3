import { useEffect, useState } from 'react';
import type { Clock } from '../../core/index.js';

/**
 * Whole seconds left of a cooldown that started at `since` (epoch ms), ticking once a second on
 * the kit's clock (injected, so tests drive it), 0 once over.
 */
export function useCooldown(since: number, seconds: number, clock: Clock): number {
  const left = () => Math.max(0, Math.ceil(seconds - (clock.now() - since) / 1000));
  // Keyed by the cooldown it counts: a new one (a code sent again, the screen kept) reads right
  // from its first render, not after the effect's first tick.
  const [count, setCount] = useState(() => ({ since, seconds, value: left() }));
  const value = count.since === since && count.seconds === seconds ? count.value : left();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only these inputs
  useEffect(() => {
    let timer: unknown;
    const tick = () => {
      const remaining = left();
      setCount({ since, seconds, value: remaining });
      if (remaining > 0) timer = clock.setTimeout(tick, 1000);
    };
    tick();
    return () => clock.clearTimeout(timer);
  }, [since, seconds, clock]);
  return value;
}
