import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { OUTLET_ID_INVALID } from '../messages';
import { GettingStarted } from '../schemas/getting-started';

// The owner's getting-started checklist on the dashboard (Troo's own call, issue 24).

export const getGettingStarted = defineCall({
  method: 'GET',
  path: '/business/gettingStarted',
  summary: "Which of the first steps one of the owner's outlets has done (another business's outlet answers 404)",
  access: 'admin',
  query: Type.Object({
    branch_id: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
  }),
  response: { 200: Envelope(GettingStarted), ...standardErrors },
  invalidMessage: OUTLET_ID_INVALID,
});
