import type { MenuCategory } from '@troo/shared/contract';
import { CategoryTile } from './CategoryTile';
import './category-grid.css';

interface CategoryGridProps {
  categories: MenuCategory[];
  businessName: string;
  linkTo?: (category: MenuCategory) => string;
}

export function CategoryGrid({ categories, businessName, linkTo }: CategoryGridProps) {
  return (
    <ul className="or-grid" aria-label="Menu categories">
      {categories.map((category) => (
        <li key={category._id}>
          <CategoryTile category={category} businessName={businessName} linkTo={linkTo} />
        </li>
      ))}
    </ul>
  );
}
