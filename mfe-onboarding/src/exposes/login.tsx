import { ScreenPlaceholder } from '@troo/shared';

export default function Login() {
  return <ScreenPlaceholder title="Log in" />;
}
