import { StaffPage } from '@troo/shared/kit';

/** The refusal RoleGate shows a signed-in non-owner (its own chunk: a diner's page never needs it). */
export default function OwnerOnly() {
  return (
    <StaffPage title="Only the owner can open this">
      <p>This page belongs to the owner of the business. Your dashboard has what you can open.</p>
    </StaffPage>
  );
}
