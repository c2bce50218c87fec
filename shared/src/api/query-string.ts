// A call's query as the server has always received it (the way axios wrote it, which the client used
// before it was replaced by fetch): null and undefined left out, a list as `key[]=…` once per item,
// a date as ISO text, `:` `$` `,` kept and a space as `+`.

const encode = (text: string) =>
  encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

const textOf = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

function pairsOf(key: string, value: unknown, into: [string, string][]): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) pairsOf(`${key}[]`, item, into);
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [inner, item] of Object.entries(value)) pairsOf(`${key}[${inner}]`, item, into);
  } else {
    into.push([key, textOf(value)]);
  }
}

/** `{ a: 'x y', b: null, c: [1, 2] }` → `a=x+y&c%5B%5D=1&c%5B%5D=2` ('' for none). */
export function queryString(query: object | undefined): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query ?? {})) pairsOf(key, value, pairs);
  return pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
}
