import { useEffect } from 'react';
import { getRuntimeConfig } from '@troo/shared';
import { leavePage } from '../hooks/leave-page';

/**
 * A QR link without its business, table or origin. The spec sends the diner to the external site;
 * when none is configured they get this plain explanation rather than a blank page.
 */
export function IncompleteLink() {
  const { externalSiteUrl } = getRuntimeConfig();

  useEffect(() => {
    if (externalSiteUrl) leavePage(externalSiteUrl);
  }, [externalSiteUrl]);

  return (
    <main className="troo-page troo-centre">
      <h1 className="troo-page__title">This link is not complete</h1>
      <p className="troo-muted">Scan the QR code on your table again.</p>
    </main>
  );
}
