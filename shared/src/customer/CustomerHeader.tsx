import { useGoBack } from './use-go-back';
import './customer-header.css';

/**
 * The diner's top bar: back button and the screen's title (its h1). It sticks to the top once the
 * page scrolls, which CSS does without a scroll listener. (The cart icon comes with the basket.)
 */
export function CustomerHeader({ title = 'Explore Menu', backTo = null }: { title?: string; backTo?: string | null }) {
  const goBack = useGoBack(backTo);
  return (
    <header className="troo-header">
      <button type="button" className="troo-header__back" aria-label="Back" onClick={goBack}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="troo-header__title">{title}</h1>
    </header>
  );
}
