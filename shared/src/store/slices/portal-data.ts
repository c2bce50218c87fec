import { defineSlice } from '../define-slice';
import type { MenuCategory, QrAsset, Role } from '../../contract';

// What the spec persists for the portal (customer spec, "Client state and storage"). Each list is a
// cache that its screen refills from the API on use; a screen slice adds fields with its calls.

export const rolesSlice = defineSlice(
  'roles',
  { list: [] as Role[] },
  { setRoles: (_state, list: Role[]) => ({ list }) },
  { resetsWithSession: true },
);

export interface MenuState {
  categories: MenuCategory[];
}

const emptyMenu: MenuState = { categories: [] };

export const menuSlice = defineSlice(
  'menu',
  emptyMenu,
  { setCategories: (state, categories: MenuCategory[]) => ({ ...state, categories }) },
  { resetsWithSession: true },
);

export const tablesSlice = defineSlice(
  'tables',
  { rooms: [] as QrAsset[], tables: [] as QrAsset[] },
  {
    setRooms: (state, rooms: QrAsset[]) => ({ ...state, rooms }),
    setTables: (state, tables: QrAsset[]) => ({ ...state, tables }),
  },
  { resetsWithSession: true },
);

/** The add-employee form as typed, kept across a reload. */
export interface InviteUserState {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  pinCode: string;
  password: string;
  userRole: string;
  employeeType: string;
  department: string;
}

const emptyInvite: InviteUserState = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  pinCode: '',
  password: '',
  userRole: '',
  employeeType: '',
  department: '',
};

export const inviteUserSlice = defineSlice(
  'inviteUser',
  emptyInvite,
  { updateInvite: (state, patch: Partial<InviteUserState>) => ({ ...state, ...patch }) },
  { resetsWithSession: true },
);

/** Which FAQ answers are open. */
export const faqSettingSlice = defineSlice(
  'faqSetting',
  { openIds: [] as string[] },
  {
    toggleFaq: (state, id: string) => ({
      openIds: state.openIds.includes(id) ? state.openIds.filter((x) => x !== id) : [...state.openIds, id],
    }),
  },
);
