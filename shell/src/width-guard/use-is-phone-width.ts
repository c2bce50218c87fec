import { useEffect, useState } from 'react';
import { PHONE_WIDTH_QUERY as query } from '@troo/shared/route-manifest';

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
