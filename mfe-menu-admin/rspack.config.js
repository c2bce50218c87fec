const { createAppConfig, exposeScreens } = require('../rspack.shared');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'menu_admin',
  exposes: exposeScreens(['MenuSetup', 'SetTables', 'SetRooms', 'AdminMenu', 'Settings', 'ManageQr', 'Themes', 'Outlets']),
});
