import { useAppSelector } from '@troo/shared';

/** Admins change the business (colours, outlets); employees only see it. The server enforces the same. */
export const useIsAdmin = () => useAppSelector((state) => state.user.data?.user_role === 'admin');
