import type { DOMAttributes } from 'react';

/** The events that announce a click on a button: the pointer on it, the focus, the touch. */
export type IntentHandlers = Pick<
  DOMAttributes<HTMLElement>,
  'onPointerEnter' | 'onFocus' | 'onTouchStart'
>;

/**
 * Fetches a method's chunk when the user shows they may take it (the pointer enters its button,
 * the focus lands on it, a finger touches it), not for everyone who opens the modal: an e-mail
 * login never pays for the wallet screen, the phone field or the passkey and OAuth ceremonies.
 * The intent comes before the click (a hover by hundreds of milliseconds, a focus before Enter),
 * so the chunk is usually there when the click needs it; which matters twice for passkeys and
 * popups, whose prompt must open while the click's user activation lasts. `load` fetches once
 * (lazyModule, core's preloaders); a failed fetch is dropped here and reported by the click,
 * which loads again.
 */
export function prefetchOnIntent(load: () => Promise<unknown>): IntentHandlers {
  const fetchAhead = () => void load().catch(() => {});
  return { onPointerEnter: fetchAhead, onFocus: fetchAhead, onTouchStart: fetchAhead };
}
