import { useApiQuery } from '@troo/shared';

/** A business's public details (name, logo, colours, default outlet). No token: diners are anonymous. */
export function useBusinessDetails(businessIdentifier: string | null) {
  return useApiQuery(
    'GET /business/getBusinessDetails/',
    businessIdentifier ? { query: { business_identifier: businessIdentifier } } : null,
    { skipAuth: true },
  );
}
