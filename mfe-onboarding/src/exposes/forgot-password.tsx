import { ScreenPlaceholder } from '@troo/shared';

export default function ForgotPassword() {
  return <ScreenPlaceholder title="Forgot password" />;
}
