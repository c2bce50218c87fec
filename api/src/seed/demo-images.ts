import { PNG } from 'pngjs';

/**
 * A small picture of a dish: a plate seen from above with the food's colour and a little texture.
 * Demo data has no photographer; these keep every screen honest about image sizes and layout.
 */
export function dishImage(food: [number, number, number], garnish: [number, number, number], size = 240): Buffer {
  const png = new PNG({ width: size, height: size });
  const centre = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre);
      let colour: [number, number, number] = [246, 239, 228]; // table
      if (distance < size * 0.46) colour = [255, 255, 255]; // plate rim
      if (distance < size * 0.4) colour = [236, 236, 236];
      if (distance < size * 0.33) {
        // food, with a deterministic speckle of garnish
        const speckle = (x * 7919 + y * 104729) % 97 < 9;
        colour = speckle ? garnish : food;
      }
      const offset = (y * size + x) * 4;
      png.data[offset] = colour[0];
      png.data[offset + 1] = colour[1];
      png.data[offset + 2] = colour[2];
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

/** The demo restaurant's logo: a red disc with a white ring. */
export function logoImage(size = 160): Buffer {
  const png = new PNG({ width: size, height: size });
  const centre = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - centre, y - centre);
      const ring = d > size * 0.3 && d < size * 0.36;
      const colour = d > size * 0.48 ? [255, 255, 255] : ring ? [255, 255, 255] : [200, 16, 46];
      const offset = (y * size + x) * 4;
      png.data.set([colour[0]!, colour[1]!, colour[2]!, 255], offset);
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}
