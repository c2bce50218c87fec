const { createAppConfig, exposeScreens } = require('../rspack.shared');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'kitchen',
  exposes: exposeScreens(['Dashboard', 'EmployeeDashboard', 'Tickets', 'KitchenDisplay', 'OrderHistory', 'Report']),
});
