import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { registerVerifiedBusiness, uniqueEmail } from '../support/accounts';
import { PORTAL, signIn, signInToDashboard, signInToken } from '../support/demo';
import { temporaryPasswordMailedTo } from '../support/temporary-password';

test('an owner adds an employee who signs in with the mailed temporary password, sets their own, and loses access when removed', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await registerVerifiedBusiness(baseURL!);
  await signInToDashboard(page, owner);

  // Settings → View Employees: none yet → Add Employee.
  await page.goto(`/demo/settings/${PORTAL}`);
  await page.getByRole('link', { name: /View Employees/ }).click();
  await expect(page.getByText('No employees to display.')).toBeVisible();
  await page.getByRole('link', { name: 'Add Employee' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/add-employee/${PORTAL}$`));
  await page.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('All fields are required', { exact: true })).toBeVisible();

  const email = uniqueEmail('waiter');
  const since = Date.now();
  await page.getByLabel('First name').fill('Amaka');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('0803 555 0101');
  await page.getByLabel('Role').selectOption('Waiter');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Employee' }).click();
  await expect(page.getByText('A new Employee has been added successfully').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/demo/employees/${PORTAL}$`));
  await expect(page.getByText('Amaka Eze')).toBeVisible();
  await expectAccessible(page);

  // The employee, on their own phone: the mailed temporary password, then a password of their own.
  const temporary = await temporaryPasswordMailedTo(email, since);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const staff = await phone.newPage();
  await signIn(staff, { email, password: temporary });
  await expect(staff).toHaveURL(new RegExp(`/demo/password/${PORTAL}$`));
  await expect(staff.getByText('Choose your own password to keep using Troo.')).toBeVisible();
  await staff.getByRole('button', { name: 'Enter password' }).click();
  // Signed in with the temporary password a moment ago: the page does not ask for it again.
  await expect(staff.getByLabel('Email')).toHaveValue(email);
  await expect(staff.getByRole('textbox', { name: 'Temporary password' })).toHaveCount(0);
  await staff.getByRole('textbox', { name: 'New password', exact: true }).fill('Amaka2026pass');
  await staff.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Amaka2026pass');
  await staff.getByRole('button', { name: 'Save password' }).click();
  await expect(staff.getByText('Your password has been reset successfully').first()).toBeVisible();
  const signedIn = signInToken(staff);
  await signIn(staff, { email, password: 'Amaka2026pass' });
  await expect(staff).toHaveURL(new RegExp(`/demo/employee-dashboard/${PORTAL}$`));
  // The phone's own sign-in.
  const token = await signedIn;
  expect((await staff.request.get('/api/userDetails', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  // The owner removes them after the spec's confirmation; their token stops working at once.
  await page.getByRole('button', { name: 'Remove Amaka Eze' }).click();
  await expect(page.getByText('Are you sure you want to remove this employee?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Employee has been removed successfully').first()).toBeVisible();
  await expect(page.getByText('No employees to display.')).toBeVisible();
  expect((await staff.request.get('/api/userDetails', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await phone.close();
});
