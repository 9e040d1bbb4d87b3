import { type ComponentType, useEffect, useState } from 'react';
import type { MarkName } from './marks/mark.js';
import { marksChunk } from './marksChunk.js';

/**
 * The marks' component once its chunk is here (at once when prefetched), else `undefined` until
 * it arrives; a failed load leaves it `undefined` (the buttons say their names in words).
 */
export function useMarks(): ComponentType<{ name: MarkName }> | undefined {
  const [Mark, setMark] = useState(() => marksChunk.loaded());
  useEffect(() => {
    if (Mark) return;
    let live = true;
    marksChunk.load().then(
      (loaded) => live && setMark(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [Mark]);
  return Mark;
}
