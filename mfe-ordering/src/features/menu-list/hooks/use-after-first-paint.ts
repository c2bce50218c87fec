import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted once since the component mounted. For work that measures the
 * page (a carousel reading its width): started before that paint, it forces the whole new screen to
 * be laid out inside React's commit, one long task on a slow phone; after it, only its own part.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before that frame's paint; a task queued from it runs after. What
    // the change draws renders in a transition: in slices, not one task.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
