const { createAppConfig, exposeScreens } = require('../rspack.shared');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'ordering',
  exposes: exposeScreens(['QrLanding', 'DigiInput', 'Restaurants', 'SelfCheckout', 'OnlineLanding', 'InRoomDining', 'ExploreMenu', 'CategoryDetails', 'CategoryItems', 'MenuList', 'ItemDetails', 'Basket', 'MerchantLink']),
});
