// Standalone development mount of this remote's screens (the shell is the product).
import { mountStandalone } from '@troo/shared/dev';
import QrLanding from './exposes/qr-landing';
import DigiInput from './exposes/digi-input';
import Restaurants from './exposes/restaurants';
import SelfCheckout from './exposes/self-checkout';
import OnlineLanding from './exposes/online-landing';
import InRoomDining from './exposes/in-room-dining';
import ExploreMenu from './exposes/explore-menu';
import CategoryDetails from './exposes/category-details';
import CategoryItems from './exposes/category-items';
import MenuList from './exposes/menu-list';
import ItemDetails from './exposes/item-details';
import Basket from './exposes/basket';
import MerchantLink from './exposes/merchant-link';

mountStandalone('ordering', {
  '/start-order': QrLanding,
  '/digi-input': DigiInput,
  '/restaurants': Restaurants,
  '/demo/selfcheckout/:businessIdentifier/:branchId': SelfCheckout,
  '/demo/online_ordering/:id/:branchId': OnlineLanding,
  '/demo/in_room_dining/*': InRoomDining,
  '/demo/:id/explore-menu/orderandpay': ExploreMenu,
  '/demo/category-details/orderandpay': CategoryDetails,
  '/demo/:businessName/category-details/:categoryName/orderandpay': CategoryItems,
  '/demo/:id/items/online_ordering': MenuList,
  '/demo/menu-details/:id/online_ordering': ItemDetails,
  '/demo/basket/online_ordering': Basket,
  '/m/:id': MerchantLink,
});
