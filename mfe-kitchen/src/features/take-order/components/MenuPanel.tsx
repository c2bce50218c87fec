import { useState } from 'react';
import { formatNaira } from '@troo/shared';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { EmptyState, Price, QueryState } from '@troo/shared/kit';
import { useMenuCategories, useMenuItems } from '../hooks/use-outlet-menu';
import { ChoiceButtons } from './ChoiceButtons';

interface MenuPanelProps {
  businessIdentifier: string;
  outletId: string;
  onOpen: (item: CustomerMenuItem) => void;
}

/** The outlet's menu: its categories, then the chosen one's dishes; a dish opens its choices. */
export function MenuPanel({ businessIdentifier, outletId, onOpen }: MenuPanelProps) {
  const categories = useMenuCategories(businessIdentifier, outletId);
  const items = useMenuItems(businessIdentifier, outletId);
  const [category, setCategory] = useState<string | null>(null);
  return (
    <section className="kt-take__panel" aria-labelledby="take-menu">
      <h2 id="take-menu" className="kt-take__heading">
        Menu
      </h2>
      <QueryState
        query={categories}
        loadingText="Loading the menu…"
        isEmpty={(answer) => answer.data.length === 0}
        empty={<EmptyState title="This outlet has no menu yet" />}
      >
        {(answer) => {
          const chosen = category ?? answer.data[0]!.name;
          return (
            <>
              <ChoiceButtons
                label="Category"
                choices={answer.data.map((one) => ({ value: one.name, text: one.name }))}
                value={chosen}
                onChoose={setCategory}
              />
              <QueryState query={items} loadingText="Loading the dishes…">
                {(all) => {
                  const dishes = all.data.filter((item) => item.menu_category_name === chosen);
                  return dishes.length === 0 ? (
                    <EmptyState title="Nothing to order in this category now" />
                  ) : (
                    <ul className="kt-take__dishes">
                      {dishes.map((item) => (
                        <li key={item._id}>
                          <button
                            type="button"
                            className="kt-take__dish"
                            aria-label={`${item.menu_item_name} ${formatNaira(item.menu_item_price)}`}
                            onClick={() => onOpen(item)}
                          >
                            <span className="kt-take__dish-name">{item.menu_item_name}</span>
                            <Price naira={item.menu_item_price} className="kt-take__dish-price" />
                          </button>
                        </li>
                      ))}
                    </ul>
                  );
                }}
              </QueryState>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
