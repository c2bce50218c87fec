import { apiCall } from '@troo/shared';
import type { CallBody } from '@troo/shared/contract';

/** POST /employee/getEmployeeTempPassword: e-mails the employee a temporary password (message only). */
export async function requestTempPassword(email: string): Promise<string> {
  return (await apiCall('POST /employee/getEmployeeTempPassword', { body: { email } }, { silent: true })).message;
}

export type UpdateEmployeePasswordPayload = CallBody<'POST /employee/updateEmployeePassword'>;

/** POST /employee/updateEmployeePassword: replaces the temporary password with the employee's own. */
export async function updateEmployeePassword(payload: UpdateEmployeePasswordPayload): Promise<void> {
  await apiCall('POST /employee/updateEmployeePassword', { body: payload }, { silent: true });
}
