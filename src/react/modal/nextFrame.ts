/**
 * Runs `run` at the next animation frame, before it paints, and answers a cancel. Called from
 * event handlers and effects only (never at import time, never on a server).
 */
export function nextFrame(run: () => void): () => void {
  const handle = requestAnimationFrame(run);
  return () => cancelAnimationFrame(handle);
}
