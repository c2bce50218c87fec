import { paths, useOrderingPlace } from '@troo/shared';
import { Button, EmptyState, ShoppingCartIcon, useGoBack } from '@troo/shared/kit';
import { EMPTY_CART } from '@troo/shared/contract';

/** Nothing to tip on: send the diner back to the menu they came from. */
export function EmptyBasket() {
  const landing = useOrderingPlace().URL;
  const goBack = useGoBack(landing ?? paths.welcome);
  return <EmptyState title={EMPTY_CART} icon={ShoppingCartIcon} action={<Button onClick={goBack}>Start Ordering</Button>} />;
}
