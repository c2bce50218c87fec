import { expect, type Page } from '@playwright/test';

// The demo restaurant `npm start` creates on an empty database (api/src/seed/demo.ts).
export const DEMO = {
  businessIdentifier: 'mama-put-kitchen',
  businessName: 'Mama Put Kitchen',
  admin: { email: 'owner@mamaput.ng', password: 'JollofRice2026' },
  employee: { email: 'chef@mamaput.ng', password: 'PepperSoup2026' },
};

export const PORTAL = 'troo-portal';

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`/demo/login/${PORTAL}`);
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/^password$/i).fill(who.password);
  await page.getByRole('button', { name: /log in|sign in|login/i }).click();
}

/** The demo's first outlet, for building the table QR address. */
export async function demoBranchId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/business/getBusinessDetails/?business_identifier=${DEMO.businessIdentifier}`);
  const body = (await response.json()) as { data: { default_branch_id: string } };
  expect(body.data.default_branch_id).toBeTruthy();
  return body.data.default_branch_id;
}

export const qrLandingUrl = (branchId: string, table = 3) =>
  `/start-order?business_identifier=${DEMO.businessIdentifier}&branch=${branchId}&table=${table}&coming-from=qr&type=table&group_name=Default-Table`;
