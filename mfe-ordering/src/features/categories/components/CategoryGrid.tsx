import type { MenuCategory } from '@troo/shared';
import { CategoryTile } from './CategoryTile';
import './category-grid.css';

export function CategoryGrid({ categories, businessName }: { categories: MenuCategory[]; businessName: string }) {
  if (categories.length === 0) return <p className="troo-muted troo-centre">No items found</p>;
  return (
    <ul className="or-grid">
      {categories.map((category) => (
        <li key={category._id}>
          <CategoryTile category={category} businessName={businessName} />
        </li>
      ))}
    </ul>
  );
}
