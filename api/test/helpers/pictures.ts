import sharp from 'sharp';

/** A real 40×30 PNG of one colour, as a data: URL (what a screen sends for a menu picture). */
export const pngDataUrl = async (colour = '#c0392b') =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64')}`;
