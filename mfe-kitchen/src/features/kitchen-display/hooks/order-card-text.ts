// The spec's card texts: the diner as first name plus the initial of the second, and the time.

export function shortName(fullName: string): string {
  const [first = '', second] = fullName.trim().split(/\s+/);
  return second ? `${first} ${second.charAt(0).toUpperCase()}.` : first;
}

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Lagos' });

export const orderTime = (iso: string) => time.format(new Date(iso));
