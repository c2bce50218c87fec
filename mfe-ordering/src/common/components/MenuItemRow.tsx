import { Link } from 'react-router-dom';
import type { OrderingMode } from '@troo/shared';
import { AspectImage, Price } from '@troo/shared/kit';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { imageVariants } from '@troo/shared/contract';
import { itemDetailsPath } from '../basket-line';
import { ItemAddControl } from './ItemAddControl';
import './item-row.css';

/** An item without a description gets the default (spec §9). Long names and descriptions are cut by CSS, where they overflow. */
export const DEFAULT_DESCRIPTION = 'A Delicious Delicacy';

/** One item of a menu list: picture, name, description, its price ('From ₦…' when a choice adds to it) and its add control. */
export function MenuItemRow({ item, mode }: { item: CustomerMenuItem; mode: OrderingMode }) {
  return (
    <div className="or-item">
      <Link className="or-item__link" to={itemDetailsPath(item._id, mode)}>
        <AspectImage
          className="or-item__image"
          src={item.menu_item_image}
          variants={imageVariants(item.menu_item_image, [96, 192])}
          sizes="72px"
          alt=""
          ratio={1}
        />
        <span className="or-item__text">
          <span className="or-item__name">{item.menu_item_name}</span>
          <span className="or-item__description">{item.description || DEFAULT_DESCRIPTION}</span>
          <Price from={item.price_varies ?? item.has_modifiers} naira={item.menu_item_price} className="or-item__price" />
        </span>
      </Link>
      <div className="or-item__control">
        <ItemAddControl item={item} mode={mode} />
      </div>
    </div>
  );
}
