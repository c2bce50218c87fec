import { Page } from './Page';

/** A routed screen whose issue is still open: the route works and says so plainly. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className="troo-muted">This screen is not built yet.</p>
    </Page>
  );
}
