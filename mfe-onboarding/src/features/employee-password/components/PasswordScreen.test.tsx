import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deliverToasts, paths, selectSessionToken, selectSessionUser, type ToastMessage } from '@troo/shared';
import type { UserData } from '@troo/shared/contract';
import { fakeApi, renderScreen } from '@troo/shared/testing';
import { forgetSignedInTemporaryPassword, holdSignedInTemporaryPassword } from '../../../common/hooks/signed-in-temporary-password';
import { PasswordScreen } from './PasswordScreen';

let toasts: ToastMessage[];
beforeEach(() => {
  toasts = [];
  deliverToasts((toast) => toasts.push(toast));
  sessionStorage.clear();
  forgetSignedInTemporaryPassword();
});

const signedInEmployee = {
  auth: { token: 'temp-session' },
  user: { data: { email: 'chidi@mamaput.ng', user_role: 'employee', has_temp_password: true } as UserData },
};

async function openFlow() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Enter password' }));
}

async function fillNewPassword({ temp = 'Tmp-4821', password = 'mypass123', confirm = 'mypass123' } = {}) {
  const user = userEvent.setup();
  if (temp) await user.type(screen.getByLabelText('Temporary password'), temp);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('Password (employee on a temporary password)', () => {
  it("greets with 'Hello User' and reveals the flow on 'Enter password'", async () => {
    renderScreen(<PasswordScreen />, { url: paths.password });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello User' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await openFlow();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('greets a signed-in employee by first name', () => {
    renderScreen(<PasswordScreen />, {
      url: paths.password,
      preloadedState: { ...signedInEmployee, user: { data: { ...signedInEmployee.user.data, first_name: 'Chidi' } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Chidi' })).toBeInTheDocument();
  });

  it('promises no e-mail, and asks a signed-in employee (after a reload) for the temporary password once', async () => {
    renderScreen(<PasswordScreen />, { url: paths.password, preloadedState: signedInEmployee });
    expect(screen.getByText('Choose your own password to keep using Troo.')).toBeInTheDocument();
    expect(screen.queryByText(/e-mail/i)).not.toBeInTheDocument();
    await openFlow();
    expect(screen.getAllByLabelText('Temporary password')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Get temporary password' })).not.toBeInTheDocument();
  });

  it('does not ask for the temporary password the employee has just signed in with', async () => {
    const { requests } = fakeApi({
      'POST /employee/updateEmployeePassword': () => ({
        status: 200,
        body: { message: 'Your password has been reset successfully', data: null },
      }),
    });
    holdSignedInTemporaryPassword('Tmp-4821');
    renderScreen(<PasswordScreen />, { url: paths.password, preloadedState: signedInEmployee });
    await openFlow();
    expect(screen.queryByLabelText('Temporary password')).not.toBeInTheDocument();
    await fillNewPassword({ temp: '' });
    expect(await screen.findByTestId('location')).toHaveTextContent(paths.login);
    expect(requests[0]!.body).toEqual({
      email: 'chidi@mamaput.ng',
      temp_password: 'Tmp-4821',
      password: 'mypass123',
      confirm_password: 'mypass123',
    });
  });

  it('offers someone not signed in a temporary password by e-mail', async () => {
    sessionStorage.setItem('employeeEmail', 'chidi@mamaput.ng');
    const { requests } = fakeApi({
      'POST /employee/getEmployeeTempPassword': () => ({
        status: 200,
        body: { message: 'A temporary password has been sent to your email', data: null },
      }),
    });
    renderScreen(<PasswordScreen />, { url: paths.password });
    await openFlow();
    expect(screen.getByLabelText('Email')).toHaveValue('chidi@mamaput.ng');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get temporary password' }));

    expect(await screen.findByLabelText('Temporary password')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/employee/getEmployeeTempPassword', body: { email: 'chidi@mamaput.ng' } });
    expect(toasts).toEqual([{ message: 'A temporary password has been sent to your email', variant: 'success' }]);
    expect(sessionStorage.getItem('employeeEmail')).toBe('chidi@mamaput.ng');
  });

  it('prefills from the session when nobody is signed in', async () => {
    sessionStorage.setItem('employeeEmail', 'chidi@mamaput.ng');
    renderScreen(<PasswordScreen />, { url: paths.password });
    await openFlow();
    expect(screen.getByLabelText('Email')).toHaveValue('chidi@mamaput.ng');
  });

  it("shows the server's message, or the spec's text when it gives none", async () => {
    let answer: { status: 429 | 500; body: unknown } = { status: 429, body: { message: 'Too many requests' } };
    fakeApi({ 'POST /employee/getEmployeeTempPassword': () => answer });
    sessionStorage.setItem('employeeEmail', 'chidi@mamaput.ng');
    renderScreen(<PasswordScreen />, { url: paths.password });
    await openFlow();
    const fetch = screen.getByRole('button', { name: 'Get temporary password' });
    await userEvent.setup().click(fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');

    answer = { status: 500, body: {} };
    await waitFor(() => expect(fetch).toBeEnabled());
    await userEvent.setup().click(fetch);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while fetching temporary password'));
    expect(toasts).toEqual([]);
  });

  it.each([
    ['the temporary password is missing', { temp: '' }, 'All fields are required!'],
    ['the passwords differ', { confirm: 'mypass124' }, 'Passwords do not match'],
    [
      'the password is weak',
      { password: 'short1', confirm: 'short1' },
      'Password must be alphanumeric and have a minimum length of 8 characters',
    ],
  ])('refuses when %s', async (_case, form, message) => {
    const { requests } = fakeApi({});
    renderScreen(<PasswordScreen />, { url: paths.password, preloadedState: signedInEmployee });
    await openFlow();
    await fillNewPassword(form);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(requests).toHaveLength(0);
  });

  it('sets the new password, ends the temporary session and goes to login', async () => {
    const { requests } = fakeApi({
      'POST /employee/updateEmployeePassword': () => ({
        status: 200,
        body: { message: 'Your password has been reset successfully', data: null },
      }),
    });
    const { store } = renderScreen(<PasswordScreen />, { url: paths.password, preloadedState: signedInEmployee });
    await openFlow();
    await fillNewPassword();

    expect(await screen.findByTestId('location')).toHaveTextContent(paths.login);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/employee/updateEmployeePassword',
      body: { email: 'chidi@mamaput.ng', temp_password: 'Tmp-4821', password: 'mypass123', confirm_password: 'mypass123' },
    });
    expect(toasts).toEqual([{ message: 'Your password has been reset successfully', variant: 'success' }]);
    expect(selectSessionToken(store.getState())).toBeNull();
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it("shows the server's message when the temporary password is wrong", async () => {
    fakeApi({
      'POST /employee/updateEmployeePassword': () => ({ status: 400, body: { message: 'The temporary password is not correct.' } }),
    });
    renderScreen(<PasswordScreen />, { url: paths.password, preloadedState: signedInEmployee });
    await openFlow();
    await fillNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('The temporary password is not correct.');
  });
});
