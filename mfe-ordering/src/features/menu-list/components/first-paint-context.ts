import { createContext } from 'react';

/**
 * True while the server draws the page's first paint (src/first-paint.tsx): parts that load their
 * code later draw what they show while loading, the same on every request, never half-loaded code.
 */
export const DrawingFirstPaint = createContext(false);
