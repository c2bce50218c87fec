import { useState } from 'react';
import { useSessionUser } from '@troo/shared';
import { readFromSession, SESSION_KEYS } from '../../../common/hooks/session-storage';

/** The employee's address, prefilled from the signed-in user or an earlier visit of this tab. */
export function useEmployeeEmail() {
  const user = useSessionUser();
  return useState(() => user?.email || readFromSession(SESSION_KEYS.employeeEmail));
}
