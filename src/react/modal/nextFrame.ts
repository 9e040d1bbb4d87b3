/**
 * Runs `run` at the next animation frame, before it paints, and answers a cancel. Where
 * `requestAnimationFrame` is missing (a test DOM) a zero timeout stands in: still after the
 * current task.
 */
export function nextFrame(run: () => void): () => void {
  const frames = globalThis as {
    requestAnimationFrame?: (run: () => void) => number;
    cancelAnimationFrame?: (handle: number) => void;
  };
  if (frames.requestAnimationFrame && frames.cancelAnimationFrame) {
    const handle = frames.requestAnimationFrame(run);
    return () => frames.cancelAnimationFrame?.(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
