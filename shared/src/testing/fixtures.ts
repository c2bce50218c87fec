// Test fixtures for screens: a signed-in staff member, and a collector for the toasts shown.
import { deliverToasts, type RootState, type ToastMessage } from '@troo/shared';
import type { UserData, UserRole } from '@troo/shared/contract';

/** A signed-in staff member of this role (with `user` changed as given), and `extra` slices. */
export function signedIn(role: UserRole, extra: Partial<RootState> = {}, user: Partial<UserData> = {}): Partial<RootState> {
  const data: UserData = {
    user_id: 'u1',
    id: 'u1',
    token: 'token-1',
    user_role: role,
    business_id: 'biz1',
    business_name: 'Mama Put Kitchen',
    business_type: 'Restaurant',
    business_logo: null,
    business_identifier: 'mama-put',
    colour_scheme: '#FF0000',
    has_created_menu_item: true,
    email_verified: true,
    has_temp_password: false,
    first_name: 'Ada',
    last_name: 'Obi',
    email: 'ada@example.com',
    ...user,
  };
  return { auth: { token: data.token }, user: { data }, ...extra };
}

/** Every toast shown until `stop()`: the api client's and the screen's own. */
export function collectToasts() {
  const toasts: ToastMessage[] = [];
  const stop = deliverToasts((toast) => toasts.push(toast));
  return { toasts, stop };
}
