import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { branches, businesses } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { signInStaff } from './helpers/tokens.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { payForOrder } from './helpers/paid-order.js';
import { PREP_MINUTES_INVALID, type CallResponse } from '@troo/shared/contract';

type DinerDetails = CallResponse<'GET /menu/get{product}BusinessDetails/'>;

describe('ordering settings of an outlet', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  const tokens: Record<'admin' | 'employee' | 'otherAdmin', string> = { admin: '', employee: '', otherAdmin: '' };

  const valid = {
    service_fee_percent: 2.5,
    delivery_enabled: true,
    delivery_fee: 1500.5,
    delivery_state: ' Lagos ',
    delivery_support_link: 'https://wa.me/2348000000000',
    can_schedule_delivery: true,
    pickup_locations: ['2 Allen Avenue, Ikeja', ' Gate B, Lekki Phase 1 '],
    ordering_description: 'Fresh soups daily',
    ordering_instruction: 'Tell us about allergies',
    opening_hours: [
      { day: 1, opens: '08:00', closes: '22:00' },
      { day: 5, opens: '18:00', closes: '02:00' },
    ],
    ordering_paused: false,
  };

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Settings Kitchen');
    other = await createTestBusiness(t.db, 'Rival Kitchen');
    Object.assign(tokens, await signInStaff(t, shop, other));
  });
  after(() => t.close());

  type Who = keyof typeof tokens;
  const read = (who: Who | null, branchId: string) =>
    t.app.inject({ method: 'GET', url: `/api/branch/getOrderingSettings/${branchId}`, headers: who ? bearer(tokens[who]) : {} });
  const save = (who: Who | null, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/branch/updateOrderingSettings', payload, headers: who ? bearer(tokens[who]) : {} });
  const details = async (branchId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/menu/getOrderAndPayBusinessDetails/?business_identifier=${shop.identifier}&branch=${branchId}`,
      })
    ).json<DinerDetails>();

  it('starts with delivery off, no pickup list, always open and not paused', async () => {
    const answer = await read('admin', shop.branchId);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json().data, {
      branch_id: shop.branchId,
      branch_name: 'Main',
      service_fee_percent: 0,
      delivery_enabled: false,
      delivery_fee: 0,
      delivery_state: '',
      delivery_support_link: null,
      can_schedule_delivery: false,
      pickup_locations: [],
      ordering_description: '',
      ordering_instruction: '',
      opening_hours: null,
      ordering_paused: false,
      prep_min_minutes: 8,
      prep_max_minutes: 13,
      prep_auto_raise: false,
      vat_enabled: true,
      vat_basis_points: 750,
      consumption_tax_enabled: false,
      consumption_tax_basis_points: 500,
      taxes_included: true,
      tax_number: null,
      payment_methods: ['paystack'],
      diner_pay_later: false,
      room_charge_available: false,
      ordering: { accepting: true, reason: null },
    });
  });

  it('saves every setting, reads them back, and diners see them in the business details at once', async () => {
    const before = await details(shop.branchId); // fills the public cache
    assert.equal(before.otherData.hasDeliveryDetails, false);
    const saved = await save('admin', { branch_id: shop.branchId, ...valid });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, 'Ordering settings saved');
    const back = (await read('admin', shop.branchId)).json().data;
    assert.equal(back.service_fee_percent, 2.5);
    assert.equal(back.delivery_fee, 1500.5);
    assert.equal(back.delivery_state, 'Lagos');
    assert.deepEqual(back.pickup_locations, ['2 Allen Avenue, Ikeja', 'Gate B, Lekki Phase 1']);
    assert.deepEqual(back.opening_hours, valid.opening_hours);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, shop.businessId));
    assert.equal(business!.serviceFeeBasisPoints, 250);
    const [branch] = await t.db.select().from(branches).where(eq(branches.id, shop.branchId));
    assert.equal(branch!.deliveryFeeKobo, 150050);

    const diner = await details(shop.branchId);
    assert.equal(diner.data.orderingDescription, 'Fresh soups daily');
    assert.equal(diner.data.orderingInstruction, 'Tell us about allergies');
    assert.deepEqual(diner.otherData, {
      hadPickUpLocation: true,
      hasDeliveryDetails: true,
      pickUpLoacation: [{ address: '2 Allen Avenue, Ikeja' }, { address: 'Gate B, Lekki Phase 1' }],
      canScheduledDelivery: true,
      deliveryDetails: { state: 'Lagos', fixedPrice: 1500.5, support_link: 'https://wa.me/2348000000000' },
    });
  });

  it('tells diners when the outlet is paused or outside its opening hours', async () => {
    await save('admin', { branch_id: shop.branchId, ...valid, opening_hours: null, ordering_paused: true });
    assert.deepEqual((await details(shop.branchId)).data.ordering, { accepting: false, reason: 'paused' });
    // An opening that never covers now: one minute on a day that is not today (Lagos time).
    const today = new Date(Date.now() + 3600_000).getUTCDay();
    const closedToday = [{ day: (today + 3) % 7, opens: '10:00', closes: '10:01' }];
    await save('admin', { branch_id: shop.branchId, ...valid, opening_hours: closedToday, ordering_paused: false });
    assert.deepEqual((await details(shop.branchId)).data.ordering, { accepting: false, reason: 'closed' });
    await save('admin', { branch_id: shop.branchId, ...valid, opening_hours: null, ordering_paused: false });
    assert.deepEqual((await details(shop.branchId)).data.ordering, { accepting: true, reason: null });
  });

  it("saves the QR landing's food-ready minutes; diners read them; a screen that leaves them out keeps them", async () => {
    assert.equal((await details(shop.branchId)).data.prep_max_minutes, 13); // fills the public cache
    const saved = await save('admin', { branch_id: shop.branchId, ...valid, prep_min_minutes: 20, prep_max_minutes: 35 });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().data.prep_min_minutes, 20);
    const diner = (await details(shop.branchId)).data;
    assert.deepEqual([diner.prep_min_minutes, diner.prep_max_minutes], [20, 35]);
    assert.equal((await save('admin', { branch_id: shop.branchId, ...valid })).statusCode, 200);
    assert.equal((await read('admin', shop.branchId)).json().data.prep_max_minutes, 35);
    assert.equal((await save('admin', { branch_id: shop.branchId, ...valid, prep_auto_raise: true })).json().data.prep_auto_raise, true);
    assert.equal((await read('admin', shop.branchId)).json().data.prep_auto_raise, true);
    await save('admin', { branch_id: shop.branchId, ...valid, prep_min_minutes: 8, prep_max_minutes: 13, prep_auto_raise: false });
  });

  it('promises more minutes while orders wait, when the owner asks: 5 more for every 5 new or accepted orders', async () => {
    const busy = await createTestBusiness(t.db, 'Busy Kitchen');
    const { jollof } = await createTestMenu(t.db, busy);
    await addBankAccount(t.db, busy);
    const minutes = async () => {
      const answer = await t.app.inject({
        url: `/api/menu/getOrderAndPayBusinessDetails/?business_identifier=${busy.identifier}&branch=${busy.branchId}`,
      });
      const { prep_min_minutes, prep_max_minutes } = answer.json<DinerDetails>().data;
      return [prep_min_minutes, prep_max_minutes];
    };
    for (let paid = 0; paid < 5; paid += 1) await payForOrder(t.app, busy, jollof.id);
    // Five orders wait, but the owner has not asked: the outlet's own minutes.
    assert.deepEqual(await minutes(), [8, 13]);
    await t.db.update(branches).set({ prepAutoRaise: true }).where(eq(branches.id, busy.branchId));
    t.app.publicAnswers.forgetBusiness(busy.identifier); // as a staff write would: the cached answer is not what is tested
    assert.deepEqual(await minutes(), [13, 18]);
  });

  it('answers bad input with a clear 400 and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ service_fee_percent: 20.01 }, 'Service fee must be a percentage from 0 to 20, with at most two decimals.'],
      [{ service_fee_percent: -1 }, 'Service fee must be a percentage from 0 to 20, with at most two decimals.'],
      [{ service_fee_percent: 1.234 }, 'Service fee must be a percentage from 0 to 20, with at most two decimals.'],
      [{ delivery_fee: -5 }, 'Delivery fee must be a number of naira, 0 or more, with at most two decimals.'],
      [{ delivery_fee: 1.005 }, 'Delivery fee must be a number of naira, 0 or more, with at most two decimals.'],
      [{ delivery_state: '   ' }, 'Enter the state you deliver in.'],
      [{ delivery_support_link: 'javascript:alert(1)' }, 'Support link must be a web address starting with https:// or http://.'],
      [{ pickup_locations: Array.from({ length: 11 }, (_, i) => `Gate ${i}`) }, 'Add at most 10 pickup locations.'],
      [{ pickup_locations: ['x'.repeat(201)] }, 'A pickup location must be at most 200 characters.'],
      [{ pickup_locations: ['  '] }, 'A pickup location cannot be empty.'],
      [{ ordering_description: 'x'.repeat(501) }, 'Ordering description must be at most 500 characters.'],
      [{ ordering_instruction: 'x'.repeat(501) }, 'Ordering instruction must be at most 500 characters.'],
      [
        { opening_hours: [{ day: 7, opens: '08:00', closes: '09:00' }] },
        'Opening hours: the day must be a whole number from 0 (Sunday) to 6 (Saturday).',
      ],
      [
        { opening_hours: [{ day: 1.5, opens: '08:00', closes: '09:00' }] },
        'Opening hours: the day must be a whole number from 0 (Sunday) to 6 (Saturday).',
      ],
      [{ opening_hours: [{ day: 1, opens: '24:00', closes: '09:00' }] }, 'Opening hours: times must be HH:MM, from 00:00 to 23:59.'],
      [{ opening_hours: [{ day: 1, opens: '8:00', closes: '09:00' }] }, 'Opening hours: times must be HH:MM, from 00:00 to 23:59.'],
      [{ delivery_fee: 'ten' }, 'Check the ordering settings: a field is missing or of the wrong kind.'],
      [{ ordering_paused: undefined }, 'Check the ordering settings: a field is missing or of the wrong kind.'],
      [{ prep_min_minutes: 20, prep_max_minutes: 10 }, PREP_MINUTES_INVALID],
      [{ prep_min_minutes: 0, prep_max_minutes: 10 }, PREP_MINUTES_INVALID],
      [{ prep_min_minutes: 10, prep_max_minutes: 241 }, PREP_MINUTES_INVALID],
      [{ prep_min_minutes: 10 }, PREP_MINUTES_INVALID],
      [{ prep_min_minutes: 7.5, prep_max_minutes: 10 }, 'Check the ordering settings: a field is missing or of the wrong kind.'],
    ];
    const beforeRow = (await read('admin', shop.branchId)).json().data;
    for (const [change, message] of cases) {
      const answer = await save('admin', { branch_id: shop.branchId, ...valid, ordering_description: 'changed', ...change });
      assert.equal(answer.statusCode, 400, JSON.stringify(change));
      assert.equal(answer.json().message, message, JSON.stringify(change));
    }
    assert.deepEqual((await read('admin', shop.branchId)).json().data, beforeRow);
  });

  it("answers 404 for another business's outlet, reading or saving, and changes nothing", async () => {
    for (const id of [other.branchId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const readAnswer = await read('admin', id);
      assert.equal(readAnswer.statusCode, 404);
      assert.equal(readAnswer.json().message, 'Branch not found');
      const saveAnswer = await save('admin', { branch_id: id, ...valid, ordering_paused: true });
      assert.equal(saveAnswer.statusCode, 404);
    }
    const [row] = await t.db.select().from(branches).where(eq(branches.id, other.branchId));
    assert.equal(row!.orderingPaused, false);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, other.businessId));
    assert.equal(business!.serviceFeeBasisPoints, 0);
    assert.equal(business!.orderingDescription, '');
  });

  it('lets only the owner read or change them', async () => {
    const employeeRead = await read('employee', shop.branchId);
    assert.equal(employeeRead.statusCode, 403);
    assert.ok(employeeRead.json().message);
    const employeeSave = await save('employee', { branch_id: shop.branchId, ...valid, ordering_paused: true });
    assert.equal(employeeSave.statusCode, 403);
    assert.equal((await read(null, shop.branchId)).statusCode, 401);
    assert.equal((await save(null, { branch_id: shop.branchId, ...valid })).statusCode, 401);
    const [row] = await t.db.select().from(branches).where(eq(branches.id, shop.branchId));
    assert.equal(row!.orderingPaused, false);
  });
});
