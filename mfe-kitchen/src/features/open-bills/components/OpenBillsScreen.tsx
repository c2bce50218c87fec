import { Link } from 'react-router-dom';
import { formatNaira, QueryState, useApiQuery, useSessionUser } from '@troo/shared';
import type { OpenTab } from '@troo/shared/contract';
import { Card, StaffPage, StatusChip } from '@troo/shared/kit';
import { OutletSelector, useWorkingOutlet } from '@troo/shared/portal';
import { billPath } from '../../../common/bill-path';
import { useNow } from '../../../common/orders/use-now';
import './open-bills.css';

/** '2 h 5 min', '12 min'. */
export function ageText(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * /demo/bills/{portal}: the outlet's open bills, oldest first — where, how long open, what is still
 * owed. Bills still open since the outlet last closed are flagged for the owner to settle or chase;
 * nothing closes one by itself.
 */
export function OpenBillsScreen() {
  const outlet = useWorkingOutlet();
  const owner = useSessionUser()?.user_role === 'admin';
  const list = useApiQuery('GET /tab/getOpenTabs', { query: outlet ? { branch_id: outlet.id } : {} });
  const now = useNow();

  return (
    <StaffPage title="Open bills" intro={owner ? <OutletSelector /> : null} wide>
      <QueryState
        query={list}
        loadingText="Loading open bills…"
        isEmpty={(answer) => answer.data.length === 0}
        emptyText="No open bills: every table has paid."
      >
        {({ data }) => (
          <>
            {owner && data.some((tab) => tab.past_closing) ? (
              <p className="kt-bills__warning" role="status">
                {data.filter((tab) => tab.past_closing).length} bill(s) still open since the outlet last closed. Settle them or find out
                why.
              </p>
            ) : null}
            <ul className="kt-bills">
              {data.map((tab) => (
                <OpenBillRow key={tab.id} tab={tab} now={now} flag={owner && tab.past_closing} />
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </StaffPage>
  );
}

function OpenBillRow({ tab, now, flag }: { tab: OpenTab; now: number; flag: boolean }) {
  return (
    <li>
      <Card className={flag ? 'kt-bills__card kt-bills__card--late' : 'kt-bills__card'}>
        <Link to={billPath(tab.id)} className="kt-bills__link">
          <strong>{tab.place}</strong>
          <span className="troo-muted">
            Open {ageText(tab.created_at, now)} · {tab.order_count} order{tab.order_count === 1 ? '' : 's'}
          </span>
          <span>Balance {formatNaira(tab.balance)}</span>
        </Link>
        {flag ? <StatusChip tone="danger">Open past closing</StatusChip> : null}
      </Card>
    </li>
  );
}
