import { defineSlice } from '../define-slice';
import type { MenuCategory, QrAsset } from '../../api/types';

// Lists the portal screens cache between visits; each is refilled from the API on use.

export interface Role {
  _id: string;
  name: string;
}

export const rolesSlice = defineSlice('roles', { list: [] as Role[] }, {
  setRoles: (_state, list: Role[]) => ({ list }),
}, { resetsWithSession: true });

export interface MenuState {
  categories: MenuCategory[];
  menuGroups: unknown[];
  menuItems: unknown[];
  menuItems2: unknown[];
  menuItemsByGroup: Record<string, unknown[]>;
}

const emptyMenu: MenuState = { categories: [], menuGroups: [], menuItems: [], menuItems2: [], menuItemsByGroup: {} };

export const menuSlice = defineSlice('menu', emptyMenu, {
  setCategories: (state, categories: MenuCategory[]) => ({ ...state, categories }),
  patchMenu: (state, patch: Partial<MenuState>) => ({ ...state, ...patch }),
}, { resetsWithSession: true });

export const tablesSlice = defineSlice('tables', { rooms: [] as QrAsset[], tables: [] as QrAsset[] }, {
  setRooms: (state, rooms: QrAsset[]) => ({ ...state, rooms }),
  setTables: (state, tables: QrAsset[]) => ({ ...state, tables }),
}, { resetsWithSession: true });

export interface OverviewState {
  openAndClosedTickets: unknown;
  topMenuItems: unknown[];
  salesGrowthRate: unknown;
  totalSales: unknown;
  averageOrderValue: unknown;
}

export const overviewSlice = defineSlice('overview', {
  openAndClosedTickets: null,
  topMenuItems: [],
  salesGrowthRate: null,
  totalSales: null,
  averageOrderValue: null,
} as OverviewState, {
  patchOverview: (state, patch: Partial<OverviewState>) => ({ ...state, ...patch }),
}, { resetsWithSession: true });

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

export const inviteUserSlice = defineSlice('inviteUser', {
  firstName: '', lastName: '', email: '', mobileNumber: '', pinCode: '', password: '', userRole: '', employeeType: '', department: '',
} as InviteUserState, {
  updateInvite: (state, patch: Partial<InviteUserState>) => ({ ...state, ...patch }),
}, { resetsWithSession: true });

export const faqSettingSlice = defineSlice('faqSetting', { openIds: [] as string[] }, {
  toggleFaq: (state, id: string) => ({
    openIds: state.openIds.includes(id) ? state.openIds.filter((x) => x !== id) : [...state.openIds, id],
  }),
});
