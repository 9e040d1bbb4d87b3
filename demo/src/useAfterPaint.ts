import { useEffect, useState } from 'react';

/**
 * False until the frame after this component mounted has painted. A task posted from an
 * animation-frame callback runs after that frame's paint (HTML, "update the rendering"), so what
 * waits for it never lands in the frame before it. React's `useDeferredValue` gives no such
 * promise: its background render may run before the browser paints.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
