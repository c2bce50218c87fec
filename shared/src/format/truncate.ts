/** Cuts text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** 'Ada Obi' → 'Ada O.' — how tickets and kitchen cards name a customer. */
export function shortName(fullName: string | null | undefined): string {
  const [first = '', second = ''] = (fullName ?? '').trim().split(/\s+/);
  return second ? `${first} ${second[0]!.toUpperCase()}.` : first;
}
