import { memo } from 'react';
import { Link } from 'react-router-dom';
import { AspectImage, Price } from '@troo/shared/kit';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { imageVariants } from '@troo/shared/contract';
import { itemDetailsPath } from '../../../common/basket-line';

/** Spec §9: the carousel shows two slides at a time on every screen width. */
export const POPULAR_SLIDES = 2;

/**
 * A card's drawn width: half the page (20 px padding each side, at most 768 px wide) less its slide's
 * 4 px each side. Said exactly, a 412 px phone at 1.75x picks the 320 px picture, not the 640 px one
 * ("45vw" asked for 324 device pixels): a quarter of the pixels to fetch and decode before it shows.
 */
const CARD_SIZES = '(min-width: 768px) 356px, calc(50vw - 28px)';

/**
 * One card of 'Most Popular': picture, name and price, opening the item. `shown`: in view as the
 * screen opens. Drawn again only for another item: react-slick hands each card new layout props on
 * every render of the carousel (which the card does not use), and redrawing every card as the
 * carousel measured itself was one long task on a slow phone.
 */
export const PopularCard = memo(
  function PopularCard({ item, shown }: { item: CustomerMenuItem; shown: boolean }) {
    return (
      <div className="or-popular__slide">
        <Link className="or-popular__card" to={itemDetailsPath(item._id, 'online_ordering')} tabIndex={-1}>
          <AspectImage
            src={item.menu_item_image}
            variants={imageVariants(item.menu_item_image, [192, 320, 640])}
            sizes={CARD_SIZES}
            alt=""
            ratio={4 / 3}
            priority={shown}
          />
          <span className="or-popular__name">{item.menu_item_name}</span>
          <Price naira={item.menu_item_price} className="or-popular__price" />
        </Link>
      </div>
    );
  },
  (before, after) => before.item === after.item && before.shown === after.shown,
);

/**
 * The carousel's first cards as they stand before it moves, without react-slick: shown while its
 * code loads and in the page's first paint, so the carousel takes their place with nothing shifting.
 */
export function PopularPreview({ items }: { items: CustomerMenuItem[] }) {
  return (
    <div className="or-popular or-popular--preview" aria-hidden="true">
      {items.slice(0, POPULAR_SLIDES).map((item) => (
        <PopularCard key={item._id} item={item} shown />
      ))}
    </div>
  );
}
