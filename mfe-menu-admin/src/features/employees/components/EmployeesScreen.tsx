import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiCall, apiErrorMessage, paths, toast, useAction, useApiQuery, useInvalidate } from '@troo/shared';
import { EMPLOYEE_REMOVE_CONFIRM, EMPLOYEE_REMOVED, NO_EMPLOYEES, type Employee } from '@troo/shared/contract';
import { Button, CheckboxField, ConfirmDialog, EmptyState, List, ListRow, QueryState, StaffPage, StatusChip } from '@troo/shared/kit';

/** View Employees: name, role and e-mail; remove after the spec's confirmation (their sign-ins end). */
export function EmployeesScreen() {
  const query = useApiQuery('GET /employee/getAllEmployee', {});
  const invalidate = useInvalidate();
  const [removing, setRemoving] = useState<Employee | null>(null);
  const { busy, run } = useAction();

  const remove = () =>
    removing &&
    run(
      async () => {
        await apiCall('POST /employee/removeEmployee', { body: { employee_email: removing.email } }, { silent: true });
        toast(EMPLOYEE_REMOVED, 'success');
        setRemoving(null);
        invalidate('GET /employee/getAllEmployee');
      },
      { onError: (failure) => toast(apiErrorMessage(failure), 'error') },
    );

  // The owner's per-employee permission to comp and discount orders (issue 48); the server checks it.
  const allowing = useAction();
  const setMayAdjust = (employee: Employee, may: boolean) =>
    allowing.run(
      async () => {
        await apiCall(
          'PUT /employee/setEmployeeMayAdjust',
          { body: { employee_id: employee._id, may_adjust_orders: may } },
          { silent: true },
        );
        invalidate('GET /employee/getAllEmployee');
      },
      { onError: (failure) => toast(apiErrorMessage(failure), 'error') },
    );

  return (
    <StaffPage
      title="Employees"
      back={{ to: paths.settings, label: 'Settings' }}
      actions={
        <Link className="troo-button" to={paths.addEmployee}>
          Add Employee
        </Link>
      }
    >
      <QueryState
        query={query}
        loadingText="Loading employees…"
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState title={NO_EMPLOYEES} />}
      >
        {(answer) => (
          <List label="Employees">
            {answer.data.map((employee) => (
              <ListRow
                key={employee._id}
                title={`${employee.first_name} ${employee.last_name}`}
                description={
                  <>
                    {employee.role ?? 'Employee'} · {employee.email}
                    {employee.has_temp_password ? <StatusChip tone="warning">Invited</StatusChip> : null}
                    <CheckboxField
                      label="May comp and discount"
                      checked={employee.may_adjust_orders}
                      disabled={allowing.busy}
                      onChange={(event) => void setMayAdjust(employee, event.target.checked)}
                    />
                  </>
                }
                trailing={
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${employee.first_name} ${employee.last_name}`}
                    onClick={() => setRemoving(employee)}
                  >
                    Remove
                  </Button>
                }
              />
            ))}
          </List>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove ${removing.first_name} ${removing.last_name}` : ''}
        message={EMPLOYEE_REMOVE_CONFIRM}
        confirmLabel="Remove"
        tone="danger"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </StaffPage>
  );
}
