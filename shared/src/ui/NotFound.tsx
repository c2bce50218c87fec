import { Link } from 'react-router-dom';
import { PAGE_NOT_FOUND } from '../contract/messages';

/** Any route nothing else answers. */
export function NotFound() {
  return (
    <main className="troo-page troo-centre">
      <h1 style={{ fontSize: 64, margin: '20vh 0 8px' }}>404</h1>
      <p className="troo-muted">{PAGE_NOT_FOUND}</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </main>
  );
}
