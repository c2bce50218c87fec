import type { TestApp } from './app.js';
import type { TestBusiness } from './businesses.js';

export interface StaffTokens {
  admin: string;
  employee: string;
  otherAdmin: string;
}

/** Signs in a business's owner and employee and another business's owner: the three sides of tenancy tests. */
export async function signInStaff(t: TestApp, shop: TestBusiness, other: TestBusiness): Promise<StaffTokens> {
  const signIn = async (who: { email: string; password: string }) =>
    (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: who.email, password: who.password } })).json().data
      .token as string;
  return { admin: await signIn(shop.admin), employee: await signIn(shop.employee), otherAdmin: await signIn(other.admin) };
}
