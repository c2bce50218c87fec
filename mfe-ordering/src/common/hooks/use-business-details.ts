import { useApiQuery } from '@troo/shared';

/** The input of a business's details read: the screen's and the page's first read (src/first-reads.ts) alike. */
export const businessDetailsInput = (businessIdentifier: string) => ({ query: { business_identifier: businessIdentifier } });

/** A business's public details (name, logo, colours, default outlet). No token: diners are anonymous. */
export function useBusinessDetails(businessIdentifier: string | null) {
  return useApiQuery('GET /business/getBusinessDetails/', businessIdentifier ? businessDetailsInput(businessIdentifier) : null, {
    skipAuth: true,
  });
}
