// What the API's main thread and a first-paint thread (first-paint-worker.ts) say to each other.

/** One page to draw: the answering release's first-paint.cjs, the route and the page's address. */
export interface DrawTask {
  type: 'draw';
  id: number;
  /** The release's first-paint.cjs. */
  file: string;
  /** The route as routes.json declares it (the loader's key) and the screen answering it (the renderer's). */
  routePath: string;
  screen: string;
  url: string;
  params: Record<string, string>;
  search: string;
  cookies: Record<string, string>;
}

/** The main thread's answer to a read: the answer and its key in the page, or null when not made. */
export type ToWorker = DrawTask | { type: 'answer'; read: number; made: { key: string; answer: unknown } | null };

export type ToPool =
  /** The release is loaded: from here its budget runs. */
  | { type: 'loaded'; task: number }
  | { type: 'read'; task: number; read: number; call: string; input: unknown }
  | {
      type: 'drawn';
      task: number;
      firstPaint: string | null;
      /** Whether the loaders read a cookie: then the page is the diner's own (Vary: Cookie). */
      readsCookies: boolean;
      problems: string[];
    };
