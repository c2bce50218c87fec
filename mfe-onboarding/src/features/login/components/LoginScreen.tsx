import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Page, TextInput, paths } from '@troo/shared';
import { PasswordInput } from '@troo/shared/portal';
import { FormError } from '../../../common/components/FormError';
import { PhoneColumn } from '../../../common/components/PhoneColumn';
import '../../../common/components/onboarding.css';
import { useLogin } from '../hooks/use-login';

export function LoginScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, busy, error } = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ email, password });
  };

  return (
    <PhoneColumn>
      <Page title="Log in">
        <form onSubmit={onSubmit} noValidate>
          <TextInput label="Email" type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="onb-links">
            <Link to={paths.forgotPassword}>Forgot password?</Link>
          </div>
          <FormError message={error} />
          <Button type="submit" loading={busy}>
            Log in
          </Button>
        </form>
        <div className="onb-links onb-links--centre">
          <Link to={paths.register}>Create a business account</Link>
        </div>
      </Page>
    </PhoneColumn>
  );
}
