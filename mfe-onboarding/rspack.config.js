const { createAppConfig, exposeScreens } = require('../rspack.shared');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'onboarding',
  exposes: exposeScreens(['Welcome', 'Login', 'Register', 'Verify', 'Verified', 'ForgotPassword', 'CreatePassword', 'Password']),
});
