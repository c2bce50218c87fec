import { Button, paths, useAppSelector } from '@troo/shared';
import { useGoBack } from '../../customer-header/hooks/use-go-back';

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
