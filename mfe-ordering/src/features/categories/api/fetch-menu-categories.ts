import { api, type ApiEnvelope, type MenuCategory } from '@troo/shared';

/** The categories of a business (one branch when given), as a diner sees them: no token. */
export async function fetchMenuCategories(
  businessIdentifier: string,
  branch: string | null,
  signal?: AbortSignal,
): Promise<MenuCategory[]> {
  const { data } = await api.get<ApiEnvelope<MenuCategory[]>>('/menu/getCustomerMenuCategory/', {
    params: { business_identifier: businessIdentifier, branch: branch ?? undefined },
    // Failures are only logged (spec); the screen offers its own retry.
    silent: true,
    skipAuth: true,
    signal,
  });
  return data.data;
}
