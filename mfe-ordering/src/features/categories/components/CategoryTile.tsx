import { Link } from 'react-router-dom';
import { AspectImage } from '@troo/shared/kit';
import type { MenuCategory } from '@troo/shared/contract';

const categoryItemsPath = (businessName: string, categoryName: string) =>
  `/demo/${encodeURIComponent(businessName)}/category-details/${encodeURIComponent(categoryName)}/orderandpay`;

interface CategoryTileProps {
  category: MenuCategory;
  businessName: string;
  /** Where the tile leads; by default the category's items for table ordering. */
  linkTo?: (category: MenuCategory) => string;
}

export function CategoryTile({ category, businessName, linkTo }: CategoryTileProps) {
  return (
    <Link className="or-grid__tile" to={linkTo ? linkTo(category) : categoryItemsPath(businessName, category.name)}>
      {/* Decorative: the name below says what the tile is. Its slot is sized up front so the grid does not jump. */}
      <AspectImage src={category.image} alt="" ratio={4 / 3} sizes="50vw" />
      <span className="or-grid__name">{category.name}</span>
    </Link>
  );
}
