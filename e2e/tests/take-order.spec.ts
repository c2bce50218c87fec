import type { Browser, Page } from '@playwright/test';
import type { CallResponse, OrderingSettings, PaymentMethod } from '@troo/shared/contract';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/a11y';
import { callApi } from '../support/api';
import { DEMO, PORTAL, demoBranchId, signIn, signInToDashboard, waitForStoredSignIn } from '../support/demo';

// Issue 48: a waiter takes a guest's order on the restaurant's 1024 × 768 tablet, for a table of the
// demo's Terrace, and the kitchen display shows it as taken by them; the owner comps a line on the
// ticket; the waiter settles the bill in cash and by POS terminal, and its receipt shows both, the
// service fee and the VAT inside the prices.

/** The demo outlet's payment methods set to `methods`; answers how to put them back. */
async function demoOutletTakes(baseUrl: string, methods: PaymentMethod[]): Promise<() => Promise<void>> {
  const token = (await callApi<CallResponse<'POST /login'>>(baseUrl, 'POST', '/login', { body: DEMO.admin })).data.token;
  const branchId = await demoBranchId(baseUrl);
  const read = async () =>
    (
      await callApi<CallResponse<'GET /branch/getOrderingSettings/:id'>>(baseUrl, 'GET', `/branch/getOrderingSettings/${branchId}`, {
        token,
      })
    ).data;
  const save = (settings: OrderingSettings, payment_methods: PaymentMethod[]) => {
    const { branch_name: _name, ordering: _ordering, room_charge_available: _rooms, ...input } = settings;
    return callApi(baseUrl, 'PUT', '/branch/updateOrderingSettings', { token, body: { ...input, payment_methods } });
  };
  const before = await read();
  await save(before, methods);
  return async () => {
    await save(await read(), before.payment_methods);
  };
}

test.use({ isMobile: false, hasTouch: false, deviceScaleFactor: 1, viewport: { width: 1024, height: 768 } });

test('on a 1024 × 768 tablet an employee takes an order for Terrace · Table 2 (Jollof Rice with its required protein), the display shows it taken by them, a comped line lowers its bill, and it is settled in cash and by POS', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const putBack = await demoOutletTakes(baseURL!, ['paystack', 'cash', 'pos']);
  test.info().annotations.push({ type: 'puts back', description: "the demo outlet's payment methods" });
  try {
    await takeCompAndSettle(page, browser, baseURL!);
  } finally {
    await putBack();
  }
});

async function takeCompAndSettle(page: Page, browser: Browser, baseURL: string) {
  await signIn(page, DEMO.employee);
  await expect(page).toHaveURL(new RegExp(`/demo/order/${PORTAL}$`));
  await waitForStoredSignIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Take Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Take Order' })).toBeVisible();

  await page.getByRole('group', { name: 'Area' }).getByRole('button', { name: 'Terrace', exact: true }).click();
  await page.getByRole('group', { name: 'Table in Terrace' }).getByRole('button', { name: 'Table 2', exact: true }).click();
  await expect(page.getByText('Terrace · Table 2', { exact: true })).toBeVisible();

  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Rice', exact: true }).click();
  await page.getByRole('button', { name: /^Jollof Rice ₦/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Jollof Rice' });
  const add = sheet.getByRole('button', { name: /Add to order/ });
  // The required protein, as the diner's item screen asks it: nothing is added without it.
  await expect(add).toBeDisabled();
  await expect(sheet.getByText('Choose 1 for Protein')).toBeVisible();
  await sheet.getByRole('radio', { name: /^Chicken/ }).check();
  await add.click();
  await expect(sheet).toHaveCount(0);
  await page.getByRole('button', { name: /^Fried Rice ₦/ }).click();
  await page
    .getByRole('dialog', { name: 'Fried Rice' })
    .getByRole('button', { name: /Add to order/ })
    .click();
  await page.getByRole('button', { name: /^Ofada Rice ₦/ }).click();
  await page
    .getByRole('dialog', { name: 'Ofada Rice' })
    .getByRole('button', { name: /Add to order/ })
    .click();

  // On the tablet the menu and the order sit side by side.
  const menu = (await page.getByRole('region', { name: 'Menu' }).boundingBox())!;
  const order = (await page.getByRole('region', { name: 'Order', exact: true }).boundingBox())!;
  expect(order.x, 'the order beside the menu').toBeGreaterThanOrEqual(menu.x + menu.width);
  await expect(page.getByRole('list', { name: 'Order so far' })).toContainText('Chicken');
  await expect(page.getByRole('list', { name: 'Order so far' })).toContainText('Fried Rice');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Send to kitchen' }).click();
  const sent = page.getByRole('heading', { name: /^Order #\d+ sent to the kitchen$/ });
  await expect(sent).toBeVisible();
  const number = /#(\d+)/.exec((await sent.textContent())!)![1]!;
  const takePayment = page.getByRole('link', { name: 'Take payment' });
  await expect(takePayment).toHaveAttribute('href', new RegExp(`/demo/bill/${PORTAL}/[0-9a-f-]{36}$`));
  const bill = (await takePayment.getAttribute('href'))!;

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Business menu' }).getByRole('link', { name: 'Orders', exact: true }).click();
  const card = page.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('ForTerrace · Table 2');
  await expect(card).toContainText('Taken byTunde B.');
  await expect(card).toContainText('Jollof Rice (Chicken)');

  // The owner comps the Fried Rice on the ticket, with a reason: the trail shows it, the total drops.
  const owner = await (await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } })).newPage();
  await signInToDashboard(owner, DEMO.admin);
  await owner.goto(`/demo/ticket/${PORTAL}`);
  await owner.getByRole('button', { name: `open ticket ${number}` }).click();
  const trail = owner.getByRole('dialog', { name: `Ticket #${number}` }).getByRole('region', { name: 'Changes to this order' });
  const totalBefore = naira((await trail.getByTestId('order-total-now').textContent())!);
  await trail.getByRole('button', { name: 'Comp', exact: true }).click();
  const comp = trail.getByRole('form', { name: 'Comp' });
  await comp.getByLabel('Of').selectOption('2. Fried Rice');
  await comp.getByLabel('Reason').fill('Took too long');
  await comp.getByRole('button', { name: 'Comp' }).click();
  await expect(trail.getByRole('listitem').filter({ hasText: 'Comp · Fried Rice' })).toContainText('“Took too long”');
  await expect.poll(async () => naira((await trail.getByTestId('order-total-now').textContent())!)).toBeLessThan(totalBefore);
  const total = naira((await trail.getByTestId('order-total-now').textContent())!);
  await owner.context().close();

  // The waiter settles the bill: ₦5,000 cash, the rest by POS terminal.
  await page.goto(bill);
  await expect(page.getByTestId('bill-balance')).toHaveText(formatted(total));
  const record = page.getByRole('form', { name: 'Record a payment' });
  await record.getByRole('button', { name: 'Cash', exact: true }).click();
  await record.getByLabel('Amount (₦)').fill('5000');
  await record.getByRole('button', { name: 'Record Cash payment' }).click();
  await expect(page.getByTestId('bill-balance')).toHaveText(formatted(total - 5000));
  await record.getByRole('button', { name: 'POS terminal', exact: true }).click();
  await record.getByRole('button', { name: 'Record POS terminal payment' }).click();
  const receipt = page.getByRole('region', { name: 'Bill receipt' });
  await expect(receipt).toContainText(/Cash · .*₦5,000\.00/);
  await expect(receipt).toContainText(new RegExp(`POS terminal · .*${escaped(formatted(total - 5000))}`));
  await expect(receipt).toContainText(/Service fee₦[\d,]+\.\d\d/);
  await expect(receipt).toContainText(/VAT \(7\.5 %, included\)₦[\d,]+\.\d\d/);
}

const naira = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const formatted = (amount: number) => `₦${amount.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
