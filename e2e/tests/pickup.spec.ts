import type { CallResponse } from '@troo/shared/contract';
import { expect, test } from '../support/fixtures';
import { callApi } from '../support/api';
import { DEMO, PORTAL, demoBranchId, signInToDashboard } from '../support/demo';
import { adminToken } from '../support/demo-menu';
import { PICKUP_DINER, payForFriedRice } from '../support/diner';

// Three pickups at the counter are told apart by who ordered them, not only by number; and a diner
// waiting for one learns from their own page when it is ready, and where.

test("a pickup order: the kitchen card names the diner and their phone; once served, the diner's page says where to collect it", async ({
  page,
  browser,
  baseURL,
}) => {
  const branchId = await demoBranchId(baseURL!);
  const { number } = await payForFriedRice(page, branchId);
  await expect(page.getByText('Phone', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(PICKUP_DINER.phone);
  await expect(page.getByText(/ready to collect/)).toHaveCount(0);

  const kitchenContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const kitchen = await kitchenContext.newPage();
  await signInToDashboard(kitchen, DEMO.admin);
  await kitchen.goto(`/demo/order/${PORTAL}`);
  const card = kitchen.getByRole('article', { name: `Order ${number}` });
  // The card names the diner as staff call out a name: first name and initial.
  await expect(card).toContainText('Tolu B.');
  await expect(card.getByRole('link', { name: PICKUP_DINER.phone })).toBeVisible();
  await kitchenContext.close();

  // Served (through the API the display calls: the display's own buttons are another test's subject).
  const token = await adminToken(baseURL!);
  const listed = await callApi<CallResponse<'GET /order/getOrder'>>(baseURL!, 'GET', `/order/getOrder?branch_id=${branchId}`, { token });
  const order = listed.data.find((one) => one.order_number === number)!;
  await callApi(baseURL!, 'PUT', '/order/updateOrder/', { token, body: { order_id: order._id, status: 'accept' } });
  await callApi(baseURL!, 'PUT', '/order/updateOrder/', { token, body: { order_id: order._id, status: 'serve' } });
  await expect(page.getByRole('status').filter({ hasText: 'ready to collect' })).toHaveText(
    /^Your order is ready to collect( at .+)?\. Show this receipt at the counter\.$/,
  );
});
