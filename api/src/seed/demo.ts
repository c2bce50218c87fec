import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { FIRST_AREA_NAME } from '@troo/shared/contract';
import type { Database } from '../db/client.js';
import { inOrderSent } from '../data/menu.js';
import { scopeOf } from '../data/scope.js';
import {
  accountDetails,
  branches,
  businesses,
  menuCategories,
  menuGroups,
  menuItems,
  menuModifierGroups,
  menuModifiers,
  users,
} from '../db/schema.js';
import { createAssets } from '../domain/assets.js';
import { generateTemporaryPassword } from '../domain/temporary-passwords.js';
import { hashSecret } from '../services/passwords.js';
import { storeImage } from '../services/images.js';
import type { DishName } from './demo-art-svg.js';
import { demoArt } from './demo-images.js';

export const DEMO = {
  businessIdentifier: 'mama-put-kitchen',
  businessName: 'Mama Put Kitchen',
  admin: { email: 'owner@mamaput.ng' },
  employee: { email: 'chef@mamaput.ng' },
  tables: 5,
  terrace: { name: 'Terrace', tables: 4 },
};

/**
 * The demo's sign-ins, made afresh for each installation (never written in the code or the
 * README): printed at every start, and kept for the test harness in a file only this user can
 * read, DEMO_CREDENTIALS_FILE in the data folder.
 */
export interface DemoCredentials {
  admin: { email: string; password: string };
  employee: { email: string; password: string };
  /** The business PIN. */
  pin: string;
}

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';

export function readDemoCredentials(dataDir: string): DemoCredentials | null {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials) : null;
}

function writeDemoCredentials(dataDir: string, credentials: DemoCredentials): void {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
}

const newDemoCredentials = (): DemoCredentials => ({
  admin: { email: DEMO.admin.email, password: generateTemporaryPassword() },
  employee: { email: DEMO.employee.email, password: generateTemporaryPassword() },
  pin: String(randomInt(0, 10_000)).padStart(4, '0'),
});

/** The menu; each item has its picture (demo-art-svg.ts), and a category shows its first item's. */
const MENU: {
  category: string;
  items: {
    name: string;
    price: number;
    description: string;
    art: DishName;
    recommended?: boolean;
    /** Its option groups, each with its rule (option-rules.ts) and its options' prices in naira. */
    options?: { group: string; min: number; max: number | null; choices: [name: string, price: number][] }[];
  }[];
}[] = [
  {
    category: 'Soup',
    items: [
      {
        name: 'Egusi Soup',
        art: 'egusi-soup',
        price: 3500,
        description: 'Melon seed soup with spinach, stockfish and assorted meat',
        recommended: true,
      },
      { name: 'Efo Riro', art: 'efo-riro', price: 3200, description: 'Rich vegetable soup with palm oil, peppers and locust beans' },
      {
        name: 'Goat Meat Pepper Soup',
        art: 'goat-meat-pepper-soup',
        price: 4000,
        description: 'Spicy broth with tender goat meat and uziza',
      },
    ],
  },
  {
    category: 'Swallow',
    items: [
      { name: 'Pounded Yam', art: 'pounded-yam', price: 1000, description: 'Smooth pounded yam, made to order' },
      { name: 'Eba', art: 'eba', price: 600, description: 'Garri swallow, soft and warm' },
      { name: 'Amala', art: 'amala', price: 800, description: 'Yam flour swallow, a perfect match for ewedu' },
    ],
  },
  {
    category: 'Rice',
    items: [
      {
        name: 'Jollof Rice',
        art: 'jollof-rice',
        price: 2500,
        description: 'Smoky party jollof with fried plantain',
        recommended: true,
        // Shows the option rules: one protein, required.
        options: [
          {
            group: 'Protein',
            min: 1,
            max: 1,
            choices: [
              ['Chicken', 1500],
              ['Beef', 1200],
              ['Goat meat', 1800],
            ],
          },
        ],
      },
      { name: 'Fried Rice', art: 'fried-rice', price: 2500, description: 'Vegetable fried rice with liver and prawns' },
      { name: 'Ofada Rice', art: 'ofada-rice', price: 3000, description: 'Local rice with ayamase green pepper sauce' },
    ],
  },
  {
    category: 'Protein',
    items: [
      {
        name: 'Grilled Chicken',
        art: 'grilled-chicken',
        price: 2800,
        description: 'Quarter chicken, peppered and grilled',
        recommended: true,
      },
      { name: 'Fried Fish', art: 'fried-fish', price: 3000, description: 'Whole croaker fish, crisp fried' },
      { name: 'Assorted Meat', art: 'assorted-meat', price: 2000, description: 'Beef, shaki and ponmo in pepper sauce' },
    ],
  },
];

export interface DemoSummary {
  branchId: string;
  credentials: DemoCredentials;
}

/**
 * On first start with an empty database: a demo restaurant whoever started Troo can sign in to,
 * with passwords generated now and written (0600) to the data folder.
 */
export async function seedDemoIfEmpty(db: Database, o: { publicUrl: string; dataDir: string }): Promise<DemoSummary | null> {
  const [existing] = await db.select({ n: count() }).from(businesses);
  if ((existing?.n ?? 0) > 0) return null;
  const credentials = newDemoCredentials();
  const publicUrl = o.publicUrl;

  const art = await demoArt(o.dataDir);

  const summary = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const logoImageId = await storeImage(txDb, { bytes: art.logo, contentType: 'image/webp' }, null);
    const [business] = await tx
      .insert(businesses)
      .values({
        uniqueIdentifier: DEMO.businessIdentifier,
        name: DEMO.businessName,
        email: DEMO.admin.email,
        contactPerson: 'Adaeze Okafor',
        address: '12 Admiralty Way, Lekki Phase 1, Lagos',
        phone: '+2348031234567',
        cacNumber: 'RC1234567',
        pinHash: await hashSecret(credentials.pin),
        businessType: 'Restaurant',
        logoImageId,
        orderingDescription: 'Home-style Nigerian dishes, cooked fresh every day.',
        orderingInstruction: 'Order from your table; we bring it to you.',
      })
      .returning();
    const businessId = business!.id;
    // The demo outlet delivers within Lagos for a fixed ₦1,500 and takes scheduled deliveries, so
    // online ordering's whole delivery flow can be tried on it; those settings count as saved.
    const [branch] = await tx
      .insert(branches)
      .values({
        businessId,
        name: 'Lekki Phase 1',
        address: business!.address,
        deliveryEnabled: true,
        deliveryFeeKobo: 150_000,
        deliveryState: 'Lagos',
        canScheduleDelivery: true,
        orderingSettingsSavedAt: new Date(),
      })
      .returning();
    const branchId = branch!.id;

    const [admin] = await tx
      .insert(users)
      .values({
        businessId,
        email: DEMO.admin.email,
        passwordHash: await hashSecret(credentials.admin.password),
        role: 'admin',
        firstName: 'Adaeze',
        lastName: 'Okafor',
        phone: '+2348031234567',
        personalAddress: '3 Bourdillon Road, Ikoyi',
        city: 'Lagos',
        state: 'Lagos',
        emailVerified: true,
      })
      .returning();
    await tx.insert(users).values({
      businessId,
      email: DEMO.employee.email,
      passwordHash: await hashSecret(credentials.employee.password),
      role: 'employee',
      firstName: 'Tunde',
      lastName: 'Bakare',
      phone: '+2348051234567',
      branchId,
      emailVerified: true,
    });
    await tx.insert(accountDetails).values({
      businessId,
      userId: admin!.id,
      accountName: 'Mama Put Kitchen Ltd',
      accountNumber: '0123456789',
      bankName: 'Guaranty Trust Bank',
      bvnLast4: '0000',
      bvnHash: 'demo',
      country: 'Nigeria',
    });

    for (const section of MENU) {
      const pictures = new Map<DishName, string>();
      for (const item of section.items) {
        pictures.set(item.art, await storeImage(txDb, { bytes: art.dishes[item.art], contentType: 'image/webp' }, businessId));
      }
      const [category] = await tx
        .insert(menuCategories)
        .values({ businessId, branchId, name: section.category, imageId: pictures.get(section.items[0]!.art)! })
        .returning();
      const [group] = await tx
        .insert(menuGroups)
        .values({ businessId, branchId, categoryId: category!.id, name: `${section.category} Specials` })
        .returning();
      for (const item of section.items) {
        const [row] = await tx
          .insert(menuItems)
          .values({
            businessId,
            branchId,
            categoryId: category!.id,
            groupId: group!.id,
            name: item.name,
            priceKobo: item.price * 100,
            description: item.description,
            imageId: pictures.get(item.art)!,
            isRecommended: item.recommended ?? false,
          })
          .returning({ id: menuItems.id });
        for (const option of item.options ?? []) {
          const [group] = await tx
            .insert(menuModifierGroups)
            .values({ businessId, branchId, itemId: row!.id, name: option.group, minChoices: option.min, maxChoices: option.max })
            .returning({ id: menuModifierGroups.id });
          // In the order written: diners see options in their order of creation.
          await tx.insert(menuModifiers).values(
            option.choices.map(([name, price], place) => ({
              businessId,
              branchId,
              modifierGroupId: group!.id,
              name,
              priceKobo: price * 100,
              createdAt: inOrderSent(place),
            })),
          );
        }
      }
    }

    // The demo's tables go in as the business, as staff's do (the row-level policies hold them).
    const demoScope = scopeOf(txDb, businessId);
    await createAssets(demoScope, {
      businessIdentifier: DEMO.businessIdentifier,
      branchId,
      type: 'table',
      groupName: FIRST_AREA_NAME,
      numbers: Array.from({ length: DEMO.tables }, (_, i) => i + 1),
      publicUrl,
    });
    // A second area, as a restaurant with outdoor seating has: a waiter takes orders for 'Terrace · Table 2'.
    await createAssets(demoScope, {
      businessIdentifier: DEMO.businessIdentifier,
      branchId,
      type: 'table',
      groupName: DEMO.terrace.name,
      numbers: Array.from({ length: DEMO.terrace.tables }, (_, i) => i + 1),
      publicUrl,
    });
    return { branchId, credentials };
  });
  writeDemoCredentials(o.dataDir, credentials);
  return summary;
}
