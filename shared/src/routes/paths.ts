/** The fixed path segment that identifies the staff portal in every portal route. */
export const PORTAL = 'troo-portal';

/** Route paths that more than one remote links to. The shell's route table is the full list. */
export const paths = {
  home: '/',
  login: `/demo/login/${PORTAL}`,
  register: `/demo/register/${PORTAL}`,
  verify: `/demo/verify/${PORTAL}`,
  verified: `/demo/verified/${PORTAL}`,
  forgotPassword: `/demo/forgot-password/${PORTAL}`,
  createPassword: `/demo/create-password/${PORTAL}`,
  password: `/demo/password/${PORTAL}`,
  dashboard: `/demo/dashboard/${PORTAL}`,
  employeeDashboard: `/demo/employee-dashboard/${PORTAL}`,
  tickets: `/demo/ticket/${PORTAL}`,
  adminMenu: `/demo/admin-menu/${PORTAL}`,
  orders: `/demo/order/${PORTAL}`,
  orderHistory: `/demo/order-history/${PORTAL}`,
  report: `/demo/report/${PORTAL}`,
  settings: `/demo/settings/${PORTAL}`,
  menuSetup: `/demo/menu/${PORTAL}`,
  tables: `/demo/table/${PORTAL}`,
  rooms: `/demo/room/${PORTAL}`,
  manageQr: `/demo/manage-qr/${PORTAL}`,
  themes: `/demo/choose-color/${PORTAL}`,
  outlets: `/demo/outlets/${PORTAL}`,
  categoryDetailsQr: '/demo/category-details/orderandpay',
  inRoomDining: '/demo/in_room_dining',
  tip: (mode: OrderingMode) => `/demo/tip/${mode}`,
  paymentType: (mode: OrderingMode) => `/demo/payment-type/${mode}`,
  basket: (mode: OrderingMode) => `/demo/basket/${mode}`,
} as const;

export type OrderingMode = 'orderandpay' | 'online_ordering';
