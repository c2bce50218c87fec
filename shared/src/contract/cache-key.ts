// How a read of a call is keyed wherever its answer is kept: the screens' query cache (useApiQuery),
// the answers the server makes for a page's first reads, and first paint reading them back. One
// format, written here only, so an answer made on the server is found by the screen that reads it.

/** The key of one read: its call id and its input ('GET /branch/getBranch {"query":{…}}'). */
export const cacheKey = (callId: string, input: unknown): string => `${callId} ${JSON.stringify(input)}`;

/** Whether a key is a read of this call (any input). */
export const isCacheKeyOf = (key: string, callId: string): boolean => key.startsWith(`${callId} `);

/** The input a read of this call was keyed with, or undefined when the key is another call's. */
export function cacheKeyInput<Input = unknown>(key: string, callId: string): Input | undefined {
  return isCacheKeyOf(key, callId) ? (JSON.parse(key.slice(callId.length + 1)) as Input) : undefined;
}
