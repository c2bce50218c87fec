import { useEffect } from 'react';
import { apiCall, applyTheme, useBusinessActions, useBusinessColour, useSessionUser } from '@troo/shared';

/**
 * Keeps the page in the business's colours: applies the stored colour at once, and for signed-in
 * staff asks the server for the current one, so a change made on another phone shows up here on
 * the next load. (Customer screens fetch their business's details themselves.)
 */
export function ThemeSync() {
  const colour = useBusinessColour();
  const identifier = useSessionUser()?.business_identifier ?? null;
  const { showDetails } = useBusinessActions();

  useEffect(() => applyTheme(colour), [colour]);

  useEffect(() => {
    if (!identifier) return;
    apiCall('GET /business/getBusinessDetails/', { query: { business_identifier: identifier } }, { silent: true, skipAuth: true })
      .then((answer) => showDetails(answer.data))
      .catch((error: unknown) => console.warn('[troo] colour scheme fetch failed', error));
  }, [identifier, showDetails]);

  return null;
}
