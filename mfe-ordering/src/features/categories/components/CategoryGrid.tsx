import type { MenuCategory } from '@troo/shared/contract';
import { CategoryTile } from './CategoryTile';
import './category-grid.css';

export function CategoryGrid({ categories, businessName }: { categories: MenuCategory[]; businessName: string }) {
  return (
    <ul className="or-grid" aria-label="Menu categories">
      {categories.map((category) => (
        <li key={category._id}>
          <CategoryTile category={category} businessName={businessName} />
        </li>
      ))}
    </ul>
  );
}
