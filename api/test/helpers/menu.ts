import type { Database } from '../../src/db/client.js';
import { accountDetails, menuCategories, menuGroups, menuItems, menuModifierGroups, menuModifiers } from '../../src/db/schema.js';
import type { TestBusiness } from './businesses.js';

/** A small menu on the business's branch: Jollof Rice ₦2,500 with Extras (Plantain ₦500, Egg ₦300) and a free drink. */
export async function createTestMenu(db: Database, business: TestBusiness) {
  const scope = { businessId: business.businessId, branchId: business.branchId };
  const [category] = await db
    .insert(menuCategories)
    .values({ ...scope, name: 'Rice' })
    .returning();
  const [group] = await db
    .insert(menuGroups)
    .values({ ...scope, categoryId: category!.id, name: 'Mains' })
    .returning();
  const [jollof, soldOut] = await db
    .insert(menuItems)
    .values([
      { ...scope, categoryId: category!.id, groupId: group!.id, name: 'Jollof Rice', priceKobo: 250_000 },
      { ...scope, categoryId: category!.id, groupId: group!.id, name: 'Fried Rice', priceKobo: 200_000, isFrozen: true },
    ])
    .returning();
  const [extras, drinks] = await db
    .insert(menuModifierGroups)
    .values([
      { ...scope, itemId: jollof!.id, name: 'Extras' },
      { ...scope, itemId: jollof!.id, name: 'Drinks', isComplimentary: true },
    ])
    .returning();
  const [plantain, egg] = await db
    .insert(menuModifiers)
    .values([
      { ...scope, modifierGroupId: extras!.id, name: 'Plantain', priceKobo: 50_000 },
      { ...scope, modifierGroupId: extras!.id, name: 'Egg', priceKobo: 30_000 },
      { ...scope, modifierGroupId: drinks!.id, name: 'Water', priceKobo: 0 },
    ])
    .returning();
  return { jollof: jollof!, soldOut: soldOut!, plantain: plantain!, egg: egg! };
}

/** The bank account the business registered (Access Bank), which its payments settle to. */
export async function addBankAccount(db: Database, business: TestBusiness) {
  await db.insert(accountDetails).values({
    businessId: business.businessId,
    userId: business.admin.id,
    accountName: 'Mama Put Ltd',
    accountNumber: '0123456789',
    bankName: 'Access Bank',
    bvnLast4: '1234',
    bvnHash: 'not-a-real-hash',
    country: 'Nigeria',
  });
}
