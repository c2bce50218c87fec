// What the QR landing paints before any script runs, rendered at build time from the screen's own
// components into the release (first-paint.json), so it ships and rolls back with this remote. The
// server fills each {{slot}}, HTML-escaped, from the route's first read (the answer's data field of
// that name) and sends the page with it; React then draws the same markup in its place.
import { renderToStaticMarkup } from 'react-dom/server';
import { Button } from '@troo/shared';
import { LandingView } from './features/qr-landing/components/LandingView';

const slot = (field: string) => `{{${field}}}`;

export const firstPaints = {
  QrLanding: {
    read: 'GET /business/getBusinessDetails/',
    html: renderToStaticMarkup(
      <LandingView
        details={{ business_name: slot('business_name'), business_logo: slot('business_logo') }}
        action={<Button>Start Your Order</Button>}
      />,
    ),
  },
};
