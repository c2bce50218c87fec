import { useCallback } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';

/**
 * Back one step in the app; when this page was opened directly (no in-app history, e.g. a reload
 * from a shared link) go to `fallback` instead of leaving the site. `always`: to `fallback` whatever
 * the history holds (a receipt, whose history leads back into the payment).
 */
export function useGoBack(fallback: string | null, always = false) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if ((always || key === 'default') && fallback) navigate(fallback, { replace: true });
    else navigate(-1);
  }, [navigate, key, fallback, always]);
}
