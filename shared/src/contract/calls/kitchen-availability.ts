import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { KITCHEN_AVAILABILITY_INVALID } from '../messages';
import { KitchenAvailability } from '../schemas/kitchen-availability';

// The kitchen's sold-out control (Troo's own): any staff member of the outlet (an employee: their own
// outlet only) marks a dish or a single option sold out and back, and pauses or resumes ordering.
// Each change answers the outlet's whole availability, so the control redraws from one answer.
// Setting what is already set changes and records nothing. Another business's ids answer 404.

const Id = Type.String({ maxLength: 64 });

export const getKitchenAvailability = defineCall({
  method: 'GET',
  path: '/kitchen/getAvailability',
  summary: "An outlet's dishes and options with their sold-out flags, its ordering pause, and the last change to each",
  access: 'staff',
  query: Type.Object({ branch_id: Id }),
  response: { 200: Envelope(KitchenAvailability), ...standardErrors },
});

export const setDishSoldOut = defineCall({
  method: 'PUT',
  path: '/kitchen/setDishSoldOut',
  summary: 'Mark one dish sold out, or back on sale (recorded with who and when)',
  access: 'staff',
  body: Type.Object({ item_id: Id, sold_out: Type.Boolean() }),
  response: { 200: Envelope(KitchenAvailability), ...standardErrors },
  invalidMessage: KITCHEN_AVAILABILITY_INVALID,
});

export const setOptionSoldOut = defineCall({
  method: 'PUT',
  path: '/kitchen/setOptionSoldOut',
  summary: 'Mark one option of a dish (a modifier) sold out, or back on sale (recorded with who and when)',
  access: 'staff',
  body: Type.Object({ modifier_id: Id, sold_out: Type.Boolean() }),
  response: { 200: Envelope(KitchenAvailability), ...standardErrors },
  invalidMessage: KITCHEN_AVAILABILITY_INVALID,
});

export const setOrderingPaused = defineCall({
  method: 'PUT',
  path: '/kitchen/setOrderingPaused',
  summary: "Pause or resume an outlet's ordering: diners are told it takes no orders (recorded with who and when)",
  access: 'staff',
  body: Type.Object({ branch_id: Id, paused: Type.Boolean() }),
  response: { 200: Envelope(KitchenAvailability), ...standardErrors },
  invalidMessage: KITCHEN_AVAILABILITY_INVALID,
});
