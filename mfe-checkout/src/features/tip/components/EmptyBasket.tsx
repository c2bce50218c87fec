import { Button, paths, useAppSelector, useGoBack } from '@troo/shared';

/** Nothing to tip on: send the diner back to the menu they came from. */
export function EmptyBasket() {
  const landing = useAppSelector((state) => state.business.URL);
  const goBack = useGoBack(landing ?? paths.home);
  return (
    <div className="troo-stack troo-centre">
      <p>Your cart is empty.</p>
      <Button onClick={goBack}>Start Ordering</Button>
    </div>
  );
}
