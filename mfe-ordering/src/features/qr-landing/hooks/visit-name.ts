// The diner's first name, kept for the visit: a rescan, a reload or a return to the landing does
// not ask again. Kept in localStorage with the business and when it was given, not in
// sessionStorage: a phone's camera opens each scan in a new tab, where sessionStorage starts empty.
// Three hours bound the visit, so the next diner on a shared phone is asked afresh. A plain
// 'business\ntime\nname' string, not JSON: this is on the QR landing, where every byte counts.
const KEY = 'troo-visit';
const VISIT_MS = 3 * 60 * 60 * 1000;

/** The name given at this business within the visit, or ''. */
export function visitName(business: string): string {
  const [kept, at, name = ''] = (localStorage.getItem(KEY) ?? '').split('\n');
  return kept === business && Date.now() - Number(at) < VISIT_MS ? name : '';
}

export const keepVisitName = (business: string, name: string) => localStorage.setItem(KEY, [business, Date.now(), name].join('\n'));
