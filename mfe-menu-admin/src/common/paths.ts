import { PORTAL } from '@troo/shared';

// Troo's own routes for the Settings entries (the spec names no address for them).
export const addEmployeePath = `/demo/add-employee/${PORTAL}`;
export const employeesPath = `/demo/employees/${PORTAL}`;
export const onlineLinkPath = `/demo/online-ordering-link/${PORTAL}`;
export const orderingSettingsPath = `/demo/ordering-settings/${PORTAL}`;
export const resetPasswordPath = `/demo/reset-password/${PORTAL}`;
