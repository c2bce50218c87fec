import { useNavigate } from 'react-router-dom';
import { Button, Page, paths } from '@troo/shared';

/** The account is active: on to the first sign-in. */
export function VerifiedScreen() {
  const navigate = useNavigate();
  return (
    <Page title="Account Verified!">
      <p className="troo-muted">Your account has been verified successfully</p>
      <Button onClick={() => navigate(paths.login)}>Log in Your Account</Button>
    </Page>
  );
}
