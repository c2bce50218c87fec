import { useApiQuery } from '@troo/shared';

/** The categories of a business (one branch when given), as a diner sees them: no token. */
export function useMenuCategories(businessIdentifier: string, branch: string | null) {
  const query = branch ? { business_identifier: businessIdentifier, branch } : { business_identifier: businessIdentifier };
  return useApiQuery('GET /menu/getCustomerMenuCategory/', { query }, { skipAuth: true });
}
