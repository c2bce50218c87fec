import { imageDataUrl } from '@troo/shared/kit';

// A chosen logo as a data: URL. The onboarding body carries the logo twice, and a 2 MB photo would
// take about a minute to upload on 3G (upload ~96 kB/s): a logo needs no more than 512 px.
const MAX_SIDE_PX = 512;

export const logoDataUrl = (file: File): Promise<string> => imageDataUrl(file, MAX_SIDE_PX);
