import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { CallResponse } from '@troo/shared/contract';

interface SignIn {
  email: string;
  password: string;
}

/**
 * The sign-ins of the demo the test server created: its passwords are made per installation and
 * written, readable by this user only, to demo-credentials.json in the server's data folder.
 */
export function demoSignIns(dataDir = process.env.TROO_DATA_DIR): { admin: SignIn; employee: SignIn } {
  if (!dataDir)
    throw new Error('TROO_DATA_DIR is not set: the demo sign-ins come from the test server of the worker (support/fixtures.ts)');
  return JSON.parse(readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as { admin: SignIn; employee: SignIn };
}

// The demo restaurant `npm start` creates on an empty database (api/src/seed/demo.ts).
export const DEMO = {
  businessIdentifier: 'mama-put-kitchen',
  businessName: 'Mama Put Kitchen',
  get admin(): SignIn {
    return demoSignIns().admin;
  },
  get employee(): SignIn {
    return demoSignIns().employee;
  },
};

export const PORTAL = 'troo-portal';

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`/demo/login/${PORTAL}`);
  await page.getByLabel(/email/i).fill(who.email);
  await page.getByLabel(/^password$/i).fill(who.password);
  await page.getByRole('button', { name: /log in|sign in|login/i }).click();
}

/**
 * The token the next sign-in on this page receives, from POST /login's answer (not from the stored
 * state, whose shape is the store's own). Call it before signing in, await it after.
 */
export function signInToken(page: Page): Promise<string> {
  return page
    .waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/login' && response.ok(),
    )
    .then(async (response) => ((await response.json()) as CallResponse<'POST /login'>).data.token);
}

/**
 * Waits until the persisted store holds the sign-in's token: the address changes as the sign-in is
 * made and redux-persist writes it a moment later, so a page load straight after could start signed out.
 */
export async function waitForStoredSignIn(page: Page) {
  await page.waitForFunction(() => {
    const stored = localStorage.getItem('persist:root');
    const auth = stored ? (JSON.parse(JSON.parse(stored).auth ?? 'null') as { token?: string } | null) : null;
    return Boolean(auth?.token);
  });
}

/** Signs an owner in and waits for the dashboard and for the sign-in to be stored. */
export async function signInToDashboard(page: Page, owner: SignIn) {
  await signIn(page, owner);
  await expect(page).toHaveURL(new RegExp(`/demo/dashboard/${PORTAL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true })).toBeVisible();
  await waitForStoredSignIn(page);
}

/** The demo's first outlet, for building the table QR address. */
export async function demoBranchId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/business/getBusinessDetails/?business_identifier=${DEMO.businessIdentifier}`);
  const body = (await response.json()) as CallResponse<'GET /business/getBusinessDetails/'>;
  expect(body.data.default_branch_id).toBeTruthy();
  return body.data.default_branch_id!;
}

export const qrLandingUrl = (branchId: string, table = 3) =>
  `/start-order?business_identifier=${DEMO.businessIdentifier}&branch=${branchId}&table=${table}&coming-from=qr&type=table&group_name=Main`;
