import { useGoBack } from '../hooks/use-go-back';
import './customer-header.css';

/**
 * The diner's top bar: back button and the screen's title (its h1); no cart icon on checkout pages.
 * Same look as ordering's header; a remote cannot import another, so it is repeated here.
 */
export function CustomerHeader({ title, backTo = null }: { title: string; backTo?: string | null }) {
  const goBack = useGoBack(backTo);
  return (
    <header className="co-header">
      <button type="button" className="co-header__back" aria-label="Back" onClick={goBack}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="co-header__title">{title}</h1>
    </header>
  );
}
