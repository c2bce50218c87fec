import type { CallResponse } from '@troo/shared/contract';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { registerVerifiedBusiness } from '../support/accounts';
import { callApi } from '../support/api';
import { PORTAL, signInToDashboard } from '../support/demo';
import { sellOneDish } from '../support/outlets';

test('copying a menu to a second outlet gives the same items there', async ({ page, baseURL }) => {
  // An owner whose first outlet sells one dish (a new business: the demo is read as one outlet elsewhere).
  const owner = await registerVerifiedBusiness(baseURL!, 'Abuja2026pass', 'Copy Grill');
  const login = await callApi<CallResponse<'POST /login'>>(baseURL!, 'POST', '/login', { body: owner });
  const token = login.data.token;
  const [first] = (await callApi<CallResponse<'GET /branch/getBranch'>>(baseURL!, 'GET', '/branch/getBranch', { token })).data;
  const dish = 'Main Kitchen Asun';
  await sellOneDish(baseURL!, token, first!._id, dish);

  // They add a second outlet, which starts with no menu, and open it.
  await signInToDashboard(page, owner);
  await page.goto(`/demo/outlets/${PORTAL}`);
  await page.getByRole('button', { name: 'Add outlet' }).click();
  await page.getByLabel('Outlet name').fill('Wuse Annex');
  await page.getByRole('button', { name: 'Create outlet' }).click();
  await expect(page.getByText('Branch created successfully')).toBeVisible();
  await page.getByRole('link', { name: /Wuse Annex/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Wuse Annex' })).toBeVisible();
  const annexId = new URL(page.url()).searchParams.get('branch')!;

  // The outlet offers the first outlet's menu; one tap copies it.
  const card = page.getByRole('region', { name: 'Copy menu from another outlet' });
  await expect(card.getByRole('combobox', { name: 'Copy from' })).toHaveValue(`${first!.branch_name} (1 item)`);
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Copy menu' }).click();
  await expect(page.getByText(`Menu copied from ${first!.branch_name} to Wuse Annex: 1 item.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The annex's menu, as the owner reads it there: the same category, group and dish at the same price.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Business menu' });
  await sidebar.getByRole('button', { name: /All outlets/ }).click();
  await sidebar.getByRole('button', { name: 'Wuse Annex' }).click();
  await expect(sidebar.getByRole('button', { name: 'Outlet Wuse Annex' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'Grills' }).click();
  await expect(page.getByRole('tab', { name: 'Grills Specials' })).toBeVisible();
  await expect(page.getByText(dish)).toBeVisible();
  await expect(page.getByText('₦2,500.00')).toBeVisible();

  // A diner at the annex sees the dish on its menu.
  await page.goto(`/demo/online_ordering/${login.data.business_identifier}/${annexId}`);
  await page.getByRole('link', { name: 'Start Your Order' }).click();
  await expect(page.getByText(dish).first()).toBeVisible();
});
