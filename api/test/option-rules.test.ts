import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { ITEM_UNAVAILABLE, type CallBody, type ModifierGroupChoices } from '@troo/shared/contract';
import { checkouts, menuItems, menuModifiers } from '../src/db/schema.js';
import { bearer, buildTestApp, type TestApp } from './helpers/app.js';
import { createTestBusiness, type TestBusiness } from './helpers/businesses.js';
import { addBankAccount, createTestMenu } from './helpers/menu.js';
import { newAddress } from './helpers/onboarding.js';
import { CHECKOUT_URL, checkoutBody } from './helpers/paid-order.js';
import { signInStaff, type StaffTokens } from './helpers/tokens.js';

// Issue 47, option rules: an owner makes a group required and 'choose 1'; diners read the rule with
// the item; the server refuses a basket that breaks it at pricing and at payment, whatever is sent.

type NewItem = CallBody<'POST /menu/addMenuItem'>;

describe('option rules', () => {
  let t: TestApp;
  let shop: TestBusiness;
  let other: TestBusiness;
  let tokens: StaffTokens;
  let menu: Awaited<ReturnType<typeof createTestMenu>>;
  let partyRiceId: string;
  let protein: Record<'Chicken' | 'Beef' | 'Goat meat', string>;

  before(async () => {
    t = await buildTestApp();
    shop = await createTestBusiness(t.db, 'Mama Put');
    other = await createTestBusiness(t.db, 'Other Kitchen');
    menu = await createTestMenu(t.db, shop);
    await addBankAccount(t.db, shop);
    tokens = await signInStaff(t, shop, other);
    const added = await addItem(proteinDish());
    assert.equal(added.statusCode, 201, added.body);
    partyRiceId = added.json().data._id;
    const groups = (await itemAnswer(partyRiceId)).modifiers;
    protein = Object.fromEntries(groups[0]!.modifiers.map((m) => [m.modifier_name, m._id])) as typeof protein;
  });
  after(() => t.close());

  const proteinDish = (rule: Partial<NonNullable<NewItem['modifier_groups']>[number]> = {}): NewItem => ({
    menu_group_name: 'Mains',
    menu_item_name: 'Party Rice',
    price: '2000',
    description: 'Smoky party rice',
    branch_id: shop.branchId,
    modifier_groups: [
      {
        modifier_group_name: 'Protein',
        min_choices: 1,
        max_choices: 1,
        modifiers: [
          { modifier_name: 'Chicken', price: '1500' },
          { modifier_name: 'Beef', price: '1200' },
          { modifier_name: 'Goat meat', price: '1800' },
        ],
        ...rule,
      },
    ],
  });
  const addItem = (body: NewItem) =>
    t.app.inject({ method: 'POST', url: '/api/menu/addMenuItem', headers: bearer(tokens.admin), payload: body });
  const itemAnswer = async (itemId: string) => {
    const answer = await t.app.inject({
      url: `/api/menu/getOrderAndPayMenuItemByID/?business_identifier=${shop.identifier}&menu_item_id=${itemId}`,
    });
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json<{ modifiers: ModifierGroupChoices[] }>();
  };
  const basket = (itemId: string, modifierIds: string[]) => ({
    ...checkoutBody(shop, itemId),
    items: [{ menu_item_id: itemId, quantity: 1, modifier_ids: modifierIds, complimentary: null, special_instructions: '' }],
  });
  const price = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/order/calculateTotalAmount', payload: body, remoteAddress: newAddress() });
  const pay = (body: object) => t.app.inject({ method: 'POST', url: CHECKOUT_URL, payload: body, remoteAddress: newAddress() });
  const checkoutCount = async () => (await t.db.select({ n: count() }).from(checkouts))[0]!.n;

  it("saves the owner's rule with the item: the admin views and the diner's item answer carry it", async () => {
    const groups = await t.app.inject({
      url: `/api/menu/getAllModifierGroups/?branch_id=${shop.branchId}&menu_item_name=Party%20Rice`,
      headers: bearer(tokens.admin),
    });
    assert.equal(groups.statusCode, 200, groups.body);
    const [group] = groups.json().data;
    assert.deepEqual([group.modifier_group_name, group.min_choices, group.max_choices], ['Protein', 1, 1]);
    const [choices] = (await itemAnswer(partyRiceId)).modifiers;
    assert.deepEqual([choices!.min_choices, choices!.max_choices], [1, 1]);
  });

  for (const [what, chosen] of [
    ['no protein', () => []],
    ['two proteins', () => [protein.Beef, protein['Goat meat']]],
  ] as const) {
    it(`a basket forged with ${what} is refused with 400 naming the group, at pricing and at payment`, async () => {
      const body = basket(partyRiceId, [...chosen()]);
      const priced = await price(body);
      assert.equal(priced.statusCode, 400, priced.body);
      assert.equal(priced.json().message, 'Choose 1 for Protein');
      const before = await checkoutCount();
      const paid = await pay(body);
      assert.equal(paid.statusCode, 400, paid.body);
      assert.equal(paid.json().message, 'Choose 1 for Protein');
      assert.equal(await checkoutCount(), before, 'no checkout is written');
    });
  }

  it('a basket that holds the rule is priced with its choice and may be paid', async () => {
    const body = basket(partyRiceId, [protein['Goat meat']]);
    const priced = await price(body);
    assert.equal(priced.statusCode, 200, priced.body);
    assert.equal(priced.json().data.total, 3800);
    const paid = await pay(body);
    assert.equal(paid.statusCode, 200, paid.body);
  });

  it("existing groups keep today's behaviour: no rule (0 to no limit), any number of choices", async () => {
    const [extras] = (await itemAnswer(menu.jollof.id)).modifiers;
    assert.deepEqual([extras!.modifier_group_name, extras!.min_choices, extras!.max_choices], ['Extras', 0, null]);
    const none = await price(basket(menu.jollof.id, []));
    assert.equal(none.statusCode, 200, none.body);
    const both = await price(basket(menu.jollof.id, [menu.plantain.id, menu.egg.id]));
    assert.equal(both.statusCode, 200, both.body);
    assert.equal(both.json().data.total, 3300);
  });

  it('a rule that cannot hold is refused with 400 naming the group, and nothing is written', async () => {
    const items = async () => (await t.db.select({ n: count() }).from(menuItems).where(eq(menuItems.businessId, shop.businessId)))[0]!.n;
    const before = await items();
    for (const [rule, message] of [
      [{ min_choices: 2, max_choices: 1 }, 'Protein: the most choices cannot be fewer than the fewest.'],
      [{ min_choices: 4, max_choices: null }, 'Protein: it asks for 4 choices but has 3 options.'],
      [{ min_choices: 0, max_choices: 0 }, 'Protein: the most choices must be a whole number from 1 to 30, or no limit.'],
      [{ min_choices: 1.5 }, 'Protein: the fewest choices must be a whole number from 0 to 30.'],
    ] as const) {
      const answer = await addItem({ ...proteinDish(rule), menu_item_name: 'Broken Rice' });
      assert.equal(answer.statusCode, 400, answer.body);
      assert.equal(answer.json().message, message);
    }
    assert.equal(await items(), before);
  });

  it('attachMenuModifierGroup saves a rule; a required group with no options on sale makes its item unorderable', async () => {
    const attached = await t.app.inject({
      method: 'POST',
      url: '/api/menu/attachMenuModifierGroup',
      headers: bearer(tokens.admin),
      payload: { modifier_group_name: 'Sauce', menu_item_name: 'Jollof Rice', branch_id: shop.branchId, min_choices: 1, max_choices: 2 },
    });
    assert.equal(attached.statusCode, 201, attached.body);
    assert.deepEqual([attached.json().data.min_choices, attached.json().data.max_choices], [1, 2]);
    // No option yet: the dish cannot be had.
    const priced = await price(basket(menu.jollof.id, []));
    assert.equal(priced.statusCode, 400, priced.body);
    assert.equal(priced.json().message, ITEM_UNAVAILABLE);
  });

  it('a required group whose options are all sold out is refused as no longer available, at pricing and at payment', async () => {
    await t.db.update(menuModifiers).set({ isSoldOut: true }).where(eq(menuModifiers.id, protein.Chicken));
    const stillOne = await price(basket(partyRiceId, [protein.Beef]));
    assert.equal(stillOne.statusCode, 200, stillOne.body);
    await t.db
      .update(menuModifiers)
      .set({ isSoldOut: true })
      .where(
        eq(
          menuModifiers.modifierGroupId,
          (await t.db.select().from(menuModifiers).where(eq(menuModifiers.id, protein.Beef)))[0]!.modifierGroupId,
        ),
      );
    for (const answer of [await price(basket(partyRiceId, [])), await pay(basket(partyRiceId, []))]) {
      assert.equal(answer.statusCode, 400, answer.body);
      assert.equal(answer.json().message, ITEM_UNAVAILABLE);
    }
  });
});
