// Its own module: the shell's first load (the width guard) needs only this, not the landing's paths.

/** Troo is a phone app (the spec's breakpoint): a screen this wide or narrower shows every route. */
export const PHONE_MAX_WIDTH = 768;
export const PHONE_WIDTH_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;
