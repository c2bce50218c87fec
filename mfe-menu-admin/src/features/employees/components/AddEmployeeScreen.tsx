import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiCall, apiErrorMessage, apiErrorStatus, paths, toast, useAction, useApiQuery, useInvalidate } from '@troo/shared';
import { EMPLOYEE_ADDED, EMPLOYEE_FIELDS_REQUIRED, FALLBACK_ERROR, allFilled } from '@troo/shared/contract';
import { Button, FieldError, SelectField, StaffPage, TextInput } from '@troo/shared/kit';
import { useWorkingOutlet } from '@troo/shared/portal';

/** Add Employee: every field, and a role from the business's list; the employee gets a temporary password by mail. */
export function AddEmployeeScreen() {
  const errorId = useId();
  const navigate = useNavigate();
  const outlet = useWorkingOutlet();
  const roles = useApiQuery('GET /role/getAllRolesByBusiness', {});
  const roleList = roles.status === 'success' ? roles.data.data : [];
  const [fields, setFields] = useState({ first_name: '', last_name: '', email: '', phone_number: '' });
  const [roleName, setRoleName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const invalidate = useInvalidate();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const role = roleList.find((entry) => entry.name === roleName);
    if (!allFilled(fields.first_name, fields.last_name, fields.email, fields.phone_number) || !role || !outlet) {
      return setError(EMPLOYEE_FIELDS_REQUIRED);
    }
    setError(null);
    await run(
      async () => {
        await apiCall('POST /employee/createEmployee', { body: { ...fields, role: role._id, branch_id: outlet.id } }, { silent: true });
        toast(EMPLOYEE_ADDED, 'success');
        invalidate('GET /employee/getAllEmployee');
        navigate(paths.employees);
      },
      {
        // The spec: a 400's message as a toast and inline; any other failure, the fallback.
        onError: (failure) => {
          const message = apiErrorStatus(failure) === 400 ? apiErrorMessage(failure) : FALLBACK_ERROR;
          toast(message, 'error');
          setError(message);
        },
      },
    );
  };

  return (
    <StaffPage title="Add Employee" back={{ to: paths.settings, label: 'Settings' }} intro={outlet ? `Outlet: ${outlet.name}` : null}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput label="First name" value={fields.first_name} autoComplete="off" maxLength={80} onChange={set('first_name')} />
        <TextInput label="Last name" value={fields.last_name} autoComplete="off" maxLength={80} onChange={set('last_name')} />
        <TextInput label="Email" type="email" value={fields.email} autoComplete="off" onChange={set('email')} />
        <TextInput label="Phone number" type="tel" value={fields.phone_number} autoComplete="off" onChange={set('phone_number')} />
        <SelectField
          label="Role"
          placeholder="Choose a role"
          options={roleList.map((entry) => entry.name)}
          value={roleName}
          onChange={(event) => setRoleName(event.target.value)}
        />
        <FieldError id={errorId} message={error} />
        <Button type="submit" loading={busy}>
          Add Employee
        </Button>
      </form>
    </StaffPage>
  );
}
