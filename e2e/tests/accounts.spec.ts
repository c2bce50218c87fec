import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { registerVerifiedBusiness, TINY_PNG, uniqueEmail } from '../support/accounts';
import { PORTAL, signInToken } from '../support/demo';
import { codeMailedTo, mailCountTo } from '../support/mailbox';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`/demo/login/${PORTAL}`);
  await field(page, 'Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function typeCode(page: Page, code: string) {
  const boxes = page.getByRole('group').getByRole('textbox');
  for (let i = 0; i < 6; i++) await boxes.nth(i).fill(code[i]!);
}

test('a new owner registers a restaurant in three stages, verifies the e-mail and signs in', async ({ page }) => {
  // Three stages, a reload and nine accessibility scans: over 90 s when two workers share a busy 2-core machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('register');
  await page.goto(`/demo/register/${PORTAL}`);
  await expect(page.getByText('Stage 1 of 3')).toBeVisible();
  await expectAccessible(page);

  // Stage 1, everything but the logo: the spec's message for a missing field.
  await field(page, 'Business name').fill('Bukka Hut Ikeja');
  await field(page, 'Business email').fill('not-an-email');
  await field(page, 'Contact person').fill('Funke Adeyemi');
  await field(page, 'Business address').fill('22 Allen Avenue, Ikeja');
  await field(page, 'Business phone number').fill('+2348023334444');
  await field(page, 'CAC number').fill('RC998877');
  await page.getByLabel('4-digit PIN', { exact: true }).fill('2580');
  await page.getByLabel('Password', { exact: true }).fill('Ikeja2026go');
  await page.getByLabel('Confirm password', { exact: true }).fill('Ikeja2026go');
  await page.getByLabel('Business type').selectOption('Restaurant');
  await next(page);
  await expect(alertWith(page, 'All fields are required.')).toBeVisible();

  // An oversize logo is refused in the browser; a real small one is taken.
  const logo = page.getByLabel('Business logo');
  await logo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([TINY_PNG, Buffer.alloc(2.2 * 1024 * 1024)]) });
  await expect(alertWith(page, 'File size exceeds 2MB. Please upload a smaller file.')).toBeVisible();
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByRole('img', { name: 'Chosen logo' })).toBeVisible();

  await next(page);
  await expect(alertWith(page, 'Please enter a valid email address')).toBeVisible();
  await field(page, 'Business email').fill(email);

  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  for (const weak of ['Ikeja1', 'lettersonly']) {
    await password.fill(weak);
    await confirm.fill(weak);
    await next(page);
    await expect(alertWith(page, 'Password must be alphanumeric and have a minimum length of 8 characters')).toBeVisible();
  }
  await password.fill('Ikeja2026go');
  await confirm.fill('Ikeja2026gone');
  await next(page);
  await expect(alertWith(page, 'Passwords do not match')).toBeVisible();
  await confirm.fill('Ikeja2026go');

  await page.getByLabel('4-digit PIN', { exact: true }).fill('258');
  await next(page);
  await expect(alertWith(page, 'PIN must be 4 numbers long.')).toBeVisible();
  await page.getByLabel('4-digit PIN', { exact: true }).fill('2580');
  await expectAccessible(page);
  await next(page);

  // Stage 2: personal and payout details.
  await expect(page.getByText('Stage 2 of 3')).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('Nigeria');
  await field(page, 'First name').fill('Funke');
  await field(page, 'Last name').fill('Adeyemi');
  await field(page, 'Registered home address').fill('5 Opebi Road, Ikeja');
  await field(page, 'City').fill('Lagos');
  await field(page, 'State').fill('Lagos');
  await expectAccessible(page);
  await next(page);

  // Stage 3: bank account; a 10-character BVN is refused.
  await expect(page.getByText('Stage 3 of 3')).toBeVisible();
  await page.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await field(page, 'Account number').fill('0123456789');
  await field(page, 'Account name').fill('Bukka Hut Ikeja Ltd');
  await field(page, 'BVN').fill('2233445566');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(alertWith(page, 'BVN must be at least 11 characters long')).toBeVisible();
  await field(page, 'BVN').fill('22334455667');
  await expectAccessible(page);

  // A reload at stage 3 stays at stage 3, from the server's state of the account: the bank and the
  // account name are kept; the account number and BVN are typed again.
  await page.reload();
  await expect(page.getByText('Stage 3 of 3')).toBeVisible();
  await expect(page.getByText('Bukka Hut Ikeja is registered to')).toBeVisible();
  await expect(page.getByLabel('Bank')).toHaveValue('Guaranty Trust Bank');
  await expect(field(page, 'Account name')).toHaveValue('Bukka Hut Ikeja Ltd');
  await expect(field(page, 'Account number')).toHaveValue('');
  await expect(field(page, 'BVN')).toHaveValue('');
  await expectAccessible(page);
  await field(page, 'Account number').fill('0123456789');
  await field(page, 'BVN').fill('22334455667');
  // No code yet: its ten minutes start on the verify screen.
  expect(mailCountTo(email)).toBe(0);
  const afterStage3 = Date.now();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The code arrives by e-mail (a real SMTP server in this test run), sent after stage 3.
  await expect(page).toHaveURL(new RegExp(`/demo/verify/${PORTAL}$`));
  const activate = page.getByRole('button', { name: 'Activate Account' });
  await expect(activate).toBeDisabled();
  await expectAccessible(page);
  const code = await codeMailedTo(email, /verification code/i, afterStage3);
  expect(mailCountTo(email)).toBe(1);
  await typeCode(page, code);
  await activate.click();

  await expect(page.getByRole('heading', { name: 'Account Verified!' })).toBeVisible();
  await expect(page.getByText('Your account has been verified successfully')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log in Your Account' }).click();

  await signIn(page, email, 'Ikeja2026go');
  await expect(page).toHaveURL(new RegExp(`/demo/dashboard/${PORTAL}$`));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Business menu' }).getByText('Bukka Hut Ikeja')).toBeVisible();
});

test('forgot password: a code, a new password, sign-in with it; the old password and old sign-in stop working', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, password: oldPassword } = await registerVerifiedBusiness(baseURL!);

  // A sign-in made before the reset, on another phone.
  const oldPhone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const oldPage = await oldPhone.newPage();
  const signedIn = signInToken(oldPage);
  await signIn(oldPage, email, oldPassword);
  await expect(oldPage).toHaveURL(/dashboard/);
  const oldToken = await signedIn;
  expect(oldToken).toBeTruthy();

  await page.goto(`/demo/login/${PORTAL}`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/forgot-password/${PORTAL}$`));
  await expectAccessible(page);
  await field(page, 'Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(new RegExp(`/demo/create-password/${PORTAL}$`));
  await expectAccessible(page);
  const code = await codeMailedTo(email, /password reset code/i, since);
  await typeCode(page, code);
  await page.getByLabel('New password', { exact: true }).fill('Kano2026fresh');
  await page.getByLabel('Confirm password', { exact: true }).fill('Kano2026fresh');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/login/${PORTAL}$`));

  await signIn(page, email, oldPassword);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'Kano2026fresh');
  await expect(page).toHaveURL(new RegExp(`/demo/dashboard/${PORTAL}$`));

  // The token from before the reset is dead: the server refuses it and the old phone is signed out.
  const refused = await fetch(`${baseURL}/api/userDetails`, { headers: { authorization: `Bearer ${oldToken}` } });
  expect(refused.status).toBe(401);
  await oldPage.reload();
  await expect(oldPage).toHaveURL(new RegExp(`/demo/login/${PORTAL}$`));
  await oldPhone.close();
});
