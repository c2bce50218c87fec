import { useId, useState } from 'react';
import type { DishAvailability, KitchenAvailability } from '@troo/shared/contract';
import { CheckboxField, EmptyState, FieldError } from '@troo/shared/kit';
import { pauseChangeText, soldOutChangeText } from '../hooks/change-text';
import type { AvailabilitySwitch as Change } from '../hooks/use-kitchen-availability';
import { AvailabilitySwitch } from './AvailabilitySwitch';

interface AvailabilitySheetProps {
  availability: KitchenAvailability;
  busy: boolean;
  error: string | null;
  onFlip: (change: Change) => void;
}

/** A dish is shown when its name or one of its options' names holds the search. */
const matches = (dish: DishAvailability, search: string) =>
  !search || [dish.name, ...dish.options.map((option) => option.name)].some((name) => name.toLowerCase().includes(search));

/**
 * What the kitchen switches off on a busy night: ordering as a whole, then every dish with its
 * options nested under it, each a switch, with a search for long menus.
 */
export function AvailabilitySheet({ availability, busy, error, onFlip }: AvailabilitySheetProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const errorId = useId();
  const wanted = search.trim().toLowerCase();
  const dishes = availability.dishes.filter((dish) => matches(dish, wanted));
  const pause = availability.ordering_last_change;

  return (
    <div className="kt-avail">
      <CheckboxField
        role="switch"
        label="Pause ordering"
        hint={
          (availability.ordering_paused ? 'Paused: diners cannot start an order. ' : 'Diners can order. ') +
          (pause ? pauseChangeText(pause) : '')
        }
        checked={availability.ordering_paused}
        onChange={(event) => onFlip({ kind: 'ordering', paused: event.target.checked })}
      />
      <FieldError id={errorId} message={error} />
      <label className="troo-visually-hidden" htmlFor={searchId}>
        Search dishes
      </label>
      <input
        id={searchId}
        type="search"
        className="kt-avail__search"
        placeholder="Search dishes and options"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {dishes.length === 0 ? (
        <EmptyState title={availability.dishes.length ? 'No dish matches' : 'No dishes on this outlet’s menu yet'} />
      ) : (
        <ul className="kt-avail__dishes" aria-busy={busy || undefined}>
          {dishes.map((dish) => (
            <li key={dish._id} className="kt-avail__dish">
              <AvailabilitySwitch
                name={dish.name}
                detail={dish.category_name}
                soldOut={dish.sold_out}
                lastChange={dish.last_change ? soldOutChangeText(dish.last_change) : null}
                busy={busy}
                onChange={(soldOut) => onFlip({ kind: 'dish', id: dish._id, soldOut })}
              />
              {dish.options.length > 0 ? (
                <ul className="kt-avail__options" aria-label={`Options of ${dish.name}`}>
                  {dish.options.map((option) => (
                    <li key={option._id}>
                      <AvailabilitySwitch
                        name={option.name}
                        detail={option.group_name}
                        soldOut={option.sold_out}
                        lastChange={option.last_change ? soldOutChangeText(option.last_change) : null}
                        busy={busy}
                        onChange={(soldOut) => onFlip({ kind: 'option', id: option._id, soldOut })}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
