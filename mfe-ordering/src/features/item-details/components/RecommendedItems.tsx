import { imageVariants } from '@troo/shared/contract';
import type { OrderingMode } from '@troo/shared';
import { AspectImage, Price } from '@troo/shared/kit';
import { ItemAddControl } from '../../../common/components/ItemAddControl';
import { useOutletItems } from '../../../common/hooks/use-customer-menu';

interface RecommendedItemsProps {
  mode: OrderingMode;
  businessIdentifier: string;
  branch: string | null;
  currentId: string;
}

/** 'Recommended Items': the outlet's recommended items other than this one, each with its add control. */
export function RecommendedItems({ mode, businessIdentifier, branch, currentId }: RecommendedItemsProps) {
  const query = useOutletItems(mode, businessIdentifier, branch);
  if (query.status !== 'success') return null;
  const items = query.data.data.filter((item) => item.is_recommended && item._id !== currentId);
  if (items.length === 0) return null;
  return (
    <section className="or-details__section" aria-labelledby="or-recommended">
      <h2 id="or-recommended" className="or-details__heading">
        Recommended Items
      </h2>
      <ul className="or-recommended">
        {items.map((item) => (
          <li key={item._id} className="or-recommended__item">
            <AspectImage
              src={item.menu_item_image}
              variants={imageVariants(item.menu_item_image, [192, 320])}
              sizes="140px"
              alt=""
              ratio={4 / 3}
            />
            <span className="or-recommended__name">{item.menu_item_name}</span>
            <Price naira={item.menu_item_price} className="or-recommended__price" />
            <ItemAddControl item={item} mode={mode} />
          </li>
        ))}
      </ul>
    </section>
  );
}
