import { Link } from 'react-router-dom';
import { truncate, type MenuCategory } from '@troo/shared';

/** Grid names are upper case and cut to 15 characters (spec, section 9). */
const NAME_LENGTH = 15;

const categoryItemsPath = (businessName: string, categoryName: string) =>
  `/demo/${encodeURIComponent(businessName)}/category-details/${encodeURIComponent(categoryName)}/orderandpay`;

export function CategoryTile({ category, businessName }: { category: MenuCategory; businessName: string }) {
  return (
    <Link className="or-grid__tile" to={categoryItemsPath(businessName, category.name)}>
      {/* Decorative: the name below says what the tile is. Sized up front so the grid does not jump. */}
      {category.image ? (
        <img className="or-grid__image" src={category.image} alt="" width={160} height={120} loading="lazy" decoding="async" />
      ) : (
        <span className="or-grid__image" aria-hidden="true" />
      )}
      <span className="or-grid__name">{truncate(category.name.toUpperCase(), NAME_LENGTH)}</span>
    </Link>
  );
}
