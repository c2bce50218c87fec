import { Link } from 'react-router-dom';

/** Any route nothing else answers. */
export function NotFound() {
  return (
    <main className="troo-page troo-centre">
      <h1 style={{ fontSize: 64, margin: '20vh 0 8px' }}>404</h1>
      <p className="troo-muted">Page Not Found</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </main>
  );
}
