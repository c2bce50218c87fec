import type { Database } from '../../src/db/client.js';
import { branches, businesses, users } from '../../src/db/schema.js';
import { hashSecret } from '../../src/services/passwords.js';

let counter = 0;
/**
 * The test accounts' password, hashed once per test process: an argon2 hash costs tens of
 * milliseconds of CPU, and hundreds of test businesses are made in a run. Sign-in still verifies it.
 */
let passwordHashed: Promise<string> | undefined;

export interface TestBusiness {
  businessId: string;
  identifier: string;
  branchId: string;
  admin: { id: string; email: string; password: string };
  employee: { id: string; email: string; password: string };
}

/** A verified business with one branch, an owner and an employee, written straight to the database. */
export async function createTestBusiness(db: Database, name = 'Test Kitchen'): Promise<TestBusiness> {
  counter += 1;
  const tag = `${process.pid}-${counter}`;
  const password = 'Password123';
  const passwordHash = await (passwordHashed ??= hashSecret(password));
  const [business] = await db
    .insert(businesses)
    .values({
      uniqueIdentifier: `test-kitchen-${tag}`,
      name,
      email: `owner-${tag}@example.com`,
      contactPerson: 'Ada Obi',
      address: '1 Test Street, Lagos',
      phone: '+2348000000000',
      cacNumber: 'RC000',
      pinHash: passwordHash,
      businessType: 'Restaurant',
    })
    .returning();
  const [branch] = await db.insert(branches).values({ businessId: business!.id, name: 'Main' }).returning();
  const [admin] = await db
    .insert(users)
    .values({
      businessId: business!.id,
      email: `owner-${tag}@example.com`,
      passwordHash,
      role: 'admin',
      firstName: 'Ada',
      lastName: 'Obi',
      emailVerified: true,
    })
    .returning();
  const [employee] = await db
    .insert(users)
    .values({
      businessId: business!.id,
      email: `staff-${tag}@example.com`,
      passwordHash,
      role: 'employee',
      firstName: 'Tunde',
      lastName: 'Bakare',
      emailVerified: true,
      branchId: branch!.id,
    })
    .returning();
  return {
    businessId: business!.id,
    identifier: business!.uniqueIdentifier,
    branchId: branch!.id,
    admin: { id: admin!.id, email: admin!.email, password },
    employee: { id: employee!.id, email: employee!.email, password },
  };
}
