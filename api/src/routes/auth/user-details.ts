import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { calls, DETAILS_UPDATED, INVALID_PHONE, isPhoneNumber, tooLongMessage } from '@troo/shared/contract';
import { ok } from '../../domain/responses.js';
import { updateOwnDetails, userData } from '../../domain/staff.js';
import { BadRequest } from '../../errors.js';
import { staffOf } from '../../plugins/auth.js';
import { callRoute } from '../call-route.js';

/** What a staff member may change about themselves, with the column, label and limit of each. */
const EDITABLE = {
  first_name: { column: 'firstName', label: 'First name', max: 60 },
  last_name: { column: 'lastName', label: 'Last name', max: 60 },
  phone_number: { column: 'phone', label: 'Phone number', max: 20 },
  personal_address: { column: 'personalAddress', label: 'Address', max: 300 },
  city: { column: 'city', label: 'City', max: 80 },
  state: { column: 'state', label: 'State', max: 80 },
  country: { column: 'country', label: 'Country', max: 60 },
} as const;

type Editable = keyof typeof EDITABLE;
type Changes = Partial<Record<(typeof EDITABLE)[Editable]['column'], string>>;

function checkChanges(body: Partial<Record<Editable, string>>): Changes {
  const changes: Changes = {};
  for (const field of Object.keys(EDITABLE) as Editable[]) {
    const value = body[field];
    if (value === undefined) continue;
    const { column, label, max } = EDITABLE[field];
    const trimmed = value.trim();
    if (!trimmed) throw new BadRequest(`${label} cannot be empty.`);
    if (trimmed.length > max) throw new BadRequest(tooLongMessage(label, max));
    if (field === 'phone_number' && !isPhoneNumber(trimmed)) throw new BadRequest(INVALID_PHONE);
    changes[column] = trimmed;
  }
  if (Object.keys(changes).length === 0) throw new BadRequest('There is nothing to update.');
  return changes;
}

/** The signed-in staff member's own details; the token decides whose, never the body. */
export const userDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  callRoute(app, calls.updateUserDetails, async (request) => {
    const { userId } = staffOf(request);
    await updateOwnDetails(app.db, userId, checkChanges(request.body));
    const token = (request.headers.authorization ?? '').slice(7).trim();
    return ok(await userData(app.db, userId, token), DETAILS_UPDATED);
  });
};
