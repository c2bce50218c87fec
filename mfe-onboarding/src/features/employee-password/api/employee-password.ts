import { api, type ApiEnvelope } from '@troo/shared';

/** POST /employee/getEmployeeTempPassword: e-mails the employee a temporary password (message only). */
export async function requestTempPassword(email: string): Promise<string> {
  const { data } = await api.post<ApiEnvelope<unknown>>('/employee/getEmployeeTempPassword', { email }, { silent: true });
  return data.message;
}

export interface UpdateEmployeePasswordPayload {
  email: string;
  temp_password: string;
  password: string;
  confirm_password: string;
}

/** POST /employee/updateEmployeePassword: replaces the temporary password with the employee's own. */
export async function updateEmployeePassword(payload: UpdateEmployeePasswordPayload): Promise<void> {
  await api.post('/employee/updateEmployeePassword', payload, { silent: true });
}
