// Standalone development mount of this remote's screens (the shell is the product).
import { mountStandalone } from '@troo/shared/dev';
import Welcome from './exposes/welcome';
import Login from './exposes/login';
import Register from './exposes/register';
import Verify from './exposes/verify';
import Verified from './exposes/verified';
import ForgotPassword from './exposes/forgot-password';
import CreatePassword from './exposes/create-password';
import Password from './exposes/password';

mountStandalone('onboarding', {
  '/': Welcome,
  '/demo/login/troo-portal': Login,
  '/demo/register/troo-portal': Register,
  '/demo/verify/troo-portal': Verify,
  '/demo/verified/troo-portal': Verified,
  '/demo/forgot-password/troo-portal': ForgotPassword,
  '/demo/create-password/troo-portal': CreatePassword,
  '/demo/password/troo-portal': Password,
});
