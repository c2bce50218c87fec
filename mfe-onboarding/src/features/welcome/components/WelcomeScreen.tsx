import { Link } from 'react-router-dom';
import { Page, paths } from '@troo/shared';
import '../../../common/components/onboarding.css';

/** The start page: who we are, and the two ways in. Links, not buttons: they only navigate. */
export function WelcomeScreen() {
  return (
    <Page title="Troo">
      <p className="troo-muted">Ordering, menus and kitchen tickets for restaurants, hotels and bars.</p>
      <div className="onb-actions">
        <Link className="troo-button" to={paths.login}>
          Log in
        </Link>
        <Link className="troo-button troo-button--secondary" to={paths.register}>
          Create a business account
        </Link>
      </div>
    </Page>
  );
}
