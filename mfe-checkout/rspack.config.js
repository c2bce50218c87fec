const { createAppConfig, exposeScreens } = require('../rspack.shared');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'checkout',
  exposes: exposeScreens(['Tip', 'PaymentType', 'Receipt', 'OrderPlaced']),
});
