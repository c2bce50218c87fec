import { Type } from '@sinclair/typebox';
import { defineCall, Envelope, standardErrors } from '../define-call';
import { ORDERING_SETTINGS_INVALID } from '../messages';
import { OrderingSettings, OrderingSettingsInput } from '../schemas/ordering-settings';

// An outlet's ordering settings (Troo's own calls): fees, delivery, pickup, opening hours, pause.

export const getOrderingSettings = defineCall({
  method: 'GET',
  path: '/branch/getOrderingSettings/:id',
  summary: "One outlet's ordering settings, with whether it takes orders now (another business's answers 404)",
  access: 'admin',
  params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  response: { 200: Envelope(OrderingSettings), ...standardErrors },
});

export const updateOrderingSettings = defineCall({
  method: 'PUT',
  path: '/branch/updateOrderingSettings',
  summary: "Save an outlet's ordering settings (and the business's fee rate and ordering texts) in one go",
  access: 'admin',
  body: Type.Composite([Type.Object({ branch_id: Type.String({ maxLength: 64 }) }), OrderingSettingsInput]),
  response: { 200: Envelope(OrderingSettings), ...standardErrors },
  invalidMessage: ORDERING_SETTINGS_INVALID,
});
