import { PasswordInput } from '@troo/shared/portal';

interface Props {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
}

/** 'New password' and 'Confirm password': every flow that sets a password asks for both. */
export function NewPasswordFields({ password, confirmPassword, onPasswordChange, onConfirmChange }: Props) {
  return (
    <>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => onConfirmChange(event.target.value)}
      />
    </>
  );
}
