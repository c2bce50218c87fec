/** Lets the browser draw and answer a tap between two steps of the start. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
