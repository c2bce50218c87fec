/**
 * An error message from a phone, with what could name a person taken out before it is stored: e-mail
 * addresses, runs of seven or more digits (phone numbers, card numbers) and the query of any address
 * (tokens, references). The phone sends only the error's message; this is the second line.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, '[e-mail]')
    .replace(/\+?\d[\d ()-]{5,}\d/g, (run) => (run.replace(/\D/g, '').length >= 7 ? '[number]' : run))
    .replace(/\?[^\s)]*/g, '?[query]');
}
