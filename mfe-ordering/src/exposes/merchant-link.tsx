import { ScreenPlaceholder } from '@troo/shared';

export default function MerchantLink() {
  return <ScreenPlaceholder title="Troo" />;
}
