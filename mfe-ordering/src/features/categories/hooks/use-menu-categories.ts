import { useRequest } from '../../ordering-context/hooks/use-request';
import { fetchMenuCategories } from '../api/fetch-menu-categories';

export function useMenuCategories(businessIdentifier: string, branch: string | null) {
  return useRequest(`categories:${businessIdentifier}:${branch ?? ''}`, (signal) =>
    fetchMenuCategories(businessIdentifier, branch, signal),
  );
}
