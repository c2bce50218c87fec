import { Page } from '@troo/shared';
import { CustomerHeader } from './CustomerHeader';
import { EmptyState } from './EmptyState';
import { ConstructionIcon } from './icons/lucide';
import { StaffPage } from './StaffPage';

const NOT_BUILT = 'This screen is not built yet.';

/**
 * A routed screen whose issue is still open: the route works and says so plainly, in the frame
 * of its audience (a portal screen with its way back, a diner's screen with the customer header).
 */
export function ScreenPlaceholder({ title, audience = 'customer' }: { title: string; audience?: 'staff' | 'customer' | 'public' }) {
  const empty = (
    <EmptyState title="Not built yet" icon={ConstructionIcon}>
      <p>{NOT_BUILT}</p>
    </EmptyState>
  );
  if (audience === 'staff') return <StaffPage title={title}>{empty}</StaffPage>;
  if (audience === 'public') return <Page title={title}>{empty}</Page>;
  return (
    <main className="troo-page">
      <CustomerHeader title={title} backTo="/" showCart={false} />
      {empty}
    </main>
  );
}
