import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The router's last resort: what went wrong, with the stack for whoever reports it. */
export function RouterErrorFallback() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main className="troo-page">
      <h1>Unexpected Application Error!</h1>
      <h2 style={{ fontStyle: 'italic', fontSize: 18 }}>{message}</h2>
      {stack ? <pre style={{ padding: 8, background: '#F0F0F0', overflow: 'auto', fontSize: 12 }}>{stack}</pre> : null}
    </main>
  );
}
