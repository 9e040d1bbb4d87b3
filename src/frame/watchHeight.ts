import { FRAME_MAX_HEIGHT } from '../protocol/frameMessages.js';

/**
 * Calls `report` with the page's content height (whole CSS pixels, at most `FRAME_MAX_HEIGHT`)
 * now and whenever it changes: the app sizes the iframe to it, so a revealed secret and its
 * buttons are never cut off and the frame never scrolls inside the dialog.
 */
export function watchHeight(root: HTMLElement, report: (height: number) => void): void {
  new ResizeObserver(([entry]) =>
    report(Math.min(Math.ceil(entry?.contentRect.height ?? 0), FRAME_MAX_HEIGHT)),
  ).observe(root);
}
