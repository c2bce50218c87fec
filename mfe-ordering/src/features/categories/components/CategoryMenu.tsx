import { RetryMessage } from '../../ordering-context/components/RetryMessage';
import { useMenuCategories } from '../hooks/use-menu-categories';
import { CategoryGrid } from './CategoryGrid';

interface CategoryMenuProps {
  businessIdentifier: string;
  branch: string | null;
  businessName: string;
}

/** The category grid of the scanned business, with its loading and failure states. */
export function CategoryMenu({ businessIdentifier, branch, businessName }: CategoryMenuProps) {
  const request = useMenuCategories(businessIdentifier, branch);
  if (request.status === 'loading') return <p role="status" className="troo-muted troo-centre">Loading the menu…</p>;
  if (request.status === 'failed') {
    return <RetryMessage message="We could not load the menu. Check your connection and try again." onRetry={request.retry} />;
  }
  return <CategoryGrid categories={request.data} businessName={businessName} />;
}
