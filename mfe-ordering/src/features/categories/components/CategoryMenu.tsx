import { QueryState } from '@troo/shared';
import { EmptyState, Skeleton, UtensilsCrossedIcon } from '@troo/shared/kit';
import { EMPTY_LIST, type MenuCategory } from '@troo/shared/contract';
import { useMenuCategories } from '../hooks/use-menu-categories';
import { CategoryGrid } from './CategoryGrid';
import './category-grid.css';

interface CategoryMenuProps {
  businessIdentifier: string;
  branch: string | null;
  businessName: string;
  /** Where a tile leads (default: the category's items for table ordering). */
  linkTo?: (category: MenuCategory) => string;
}

/** Four tiles' worth of grey while the categories are on their way. */
const LOADING_TILES = (
  <div className="or-grid">
    {[0, 1, 2, 3].map((tile) => (
      <div key={tile} className="or-grid__tile">
        <Skeleton height="auto" className="or-grid__skeleton" />
        <span className="or-grid__name">
          <Skeleton shape="text" width="60%" className="or-grid__skeleton-name" />
        </span>
      </div>
    ))}
  </div>
);

/** The category grid of the scanned business, with its loading, failure and empty states. */
export function CategoryMenu({ businessIdentifier, branch, businessName, linkTo }: CategoryMenuProps) {
  const query = useMenuCategories(businessIdentifier, branch);
  return (
    <QueryState
      query={query}
      loadingText="Loading the menu…"
      placeholder={LOADING_TILES}
      errorText="We could not load the menu. Check your connection and try again."
      isEmpty={(answer) => answer.data.length === 0}
      empty={<EmptyState title={EMPTY_LIST} icon={UtensilsCrossedIcon} />}
    >
      {(answer) => <CategoryGrid categories={answer.data} businessName={businessName} linkTo={linkTo} />}
    </QueryState>
  );
}
