import { Link } from 'react-router-dom';
import { truncate, type OrderingMode } from '@troo/shared';
import { AspectImage, Price } from '@troo/shared/kit';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { imageVariants } from '@troo/shared/contract';
import { itemDetailsPath } from '../basket-line';
import { ItemAddControl } from './ItemAddControl';
import './item-row.css';

/** Spec §9: list names 20 characters, descriptions 50; an item without one gets the default. */
const NAME_LENGTH = 20;
const DESCRIPTION_LENGTH = 50;
export const DEFAULT_DESCRIPTION = 'A Delicious Delicacy';

/** One item of a menu list: picture, name, description, 'From ₦{price}' and its add control. */
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
          <span className="or-item__name">{truncate(item.menu_item_name, NAME_LENGTH)}</span>
          <span className="or-item__description">{truncate(item.description || DEFAULT_DESCRIPTION, DESCRIPTION_LENGTH)}</span>
          <Price from naira={item.menu_item_price} className="or-item__price" />
        </span>
      </Link>
      <div className="or-item__control">
        <ItemAddControl item={item} mode={mode} />
      </div>
    </div>
  );
}
