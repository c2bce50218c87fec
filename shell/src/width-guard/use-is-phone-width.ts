import { useEffect, useState } from 'react';

/** Troo is a phone app: 768 px wide or narrower. */
export const PHONE_MAX_WIDTH = 768;
const query = `(max-width: ${PHONE_MAX_WIDTH}px)`;

export function useIsPhoneWidth(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setPhone(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return phone;
}
