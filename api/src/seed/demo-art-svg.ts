// The demo restaurant's pictures, drawn here as SVG (nothing downloaded): a flat lay of each dish on a
// wooden table, and the logo. Plain strings, rasterised to WebP once (draw-demo-art.ts).

export const DISH_WIDTH = 800;
export const DISH_HEIGHT = 600;
export const LOGO_SIZE = 512;

/** A small deterministic random source, so every installation draws the same pictures. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const f = (n: number) => n.toFixed(1);

/** A point inside a circle, evenly spread. */
function inCircle(random: Random, cx: number, cy: number, radius: number): [number, number] {
  const angle = random() * Math.PI * 2;
  const r = Math.sqrt(random()) * radius;
  return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
}

const CX = DISH_WIDTH / 2;
const CY = DISH_HEIGHT / 2 + 6;

// ---- Table, plate and bowl ---------------------------------------------------------------------

const DEFS = `
  <defs>
    <linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#9a6638"/><stop offset="0.55" stop-color="#7d4f2a"/><stop offset="1" stop-color="#5f3a1e"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </radialGradient>
    <radialGradient id="plate" cx="0.42" cy="0.38" r="0.7">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.8" stop-color="#f1efeb"/><stop offset="1" stop-color="#d9d5cf"/>
    </radialGradient>
    <radialGradient id="well" cx="0.45" cy="0.42" r="0.6">
      <stop offset="0" stop-color="#fbfaf8"/><stop offset="1" stop-color="#e6e2dc"/>
    </radialGradient>
    <radialGradient id="clay" cx="0.4" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#c46a3c"/><stop offset="0.85" stop-color="#8e4322"/><stop offset="1" stop-color="#6d3018"/>
    </radialGradient>
    <radialGradient id="gloss" cx="0.35" cy="0.3" r="0.5">
      <stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="14"/>
    </filter>
    <filter id="soft" x="-10%" y="-10%" width="120%" height="120%">
      <feGaussianBlur stdDeviation="2"/>
    </filter>
  </defs>`;

function table(random: Random, cloth: string): string {
  const grain = Array.from({ length: 26 }, (_, i) => {
    const y = i * 24 + random() * 10;
    const wave = 6 + random() * 8;
    return `<path d="M0 ${f(y)} C 200 ${f(y - wave)}, 500 ${f(y + wave)}, 800 ${f(y - wave / 2)}" stroke="#4a2c14" stroke-opacity="${f(0.08 + random() * 0.12)}" stroke-width="${f(1 + random() * 2)}" fill="none"/>`;
  }).join('');
  // A folded napkin in the corner, in the dish's colour.
  const napkin = `<g transform="rotate(-18 120 520)">
      <rect x="-20" y="430" width="260" height="200" rx="10" fill="${cloth}"/>
      <path d="M-20 470 H240 M-20 500 H240" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>
    </g>`;
  return `<rect width="800" height="600" fill="url(#wood)"/>${grain}${napkin}`;
}

function plate(radius = 250): string {
  return `<ellipse cx="${CX + 10}" cy="${CY + 16}" rx="${radius}" ry="${radius - 4}" fill="#000" opacity="0.35" filter="url(#shadow)"/>
    <circle cx="${CX}" cy="${CY}" r="${radius}" fill="url(#plate)"/>
    <circle cx="${CX}" cy="${CY}" r="${radius * 0.74}" fill="url(#well)" stroke="#e2ddd6" stroke-width="3"/>`;
}

function bowl(cx: number, cy: number, radius: number, surface: string): string {
  return `<ellipse cx="${cx + 8}" cy="${cy + 14}" rx="${radius}" ry="${radius}" fill="#000" opacity="0.4" filter="url(#shadow)"/>
    <circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#clay)"/>
    <circle cx="${cx}" cy="${cy}" r="${radius * 0.84}" fill="#5a2712"/>
    <circle cx="${cx}" cy="${cy}" r="${radius * 0.8}" fill="${surface}"/>`;
}

/** A spoon beside the plate. */
const spoon = `<g transform="rotate(28 690 300)">
    <rect x="680" y="150" width="16" height="230" rx="8" fill="#c9ccd1"/>
    <ellipse cx="688" cy="410" rx="34" ry="48" fill="#d7dade"/>
    <ellipse cx="682" cy="400" rx="14" ry="24" fill="#fff" opacity="0.5"/>
  </g>`;

// ---- Food --------------------------------------------------------------------------------------

/** Irregular chunks (meat, fish) as blobs with a highlight. */
function chunk(random: Random, x: number, y: number, size: number, colour: string, edge: string): string {
  const points = Array.from({ length: 7 }, (_, i) => {
    const angle = (i / 7) * Math.PI * 2;
    const r = size * (0.75 + random() * 0.4);
    return `${f(x + Math.cos(angle) * r)},${f(y + Math.sin(angle) * r * 0.85)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${colour}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>
    <ellipse cx="${f(x - size * 0.25)}" cy="${f(y - size * 0.25)}" rx="${f(size * 0.35)}" ry="${f(size * 0.2)}" fill="#fff" opacity="0.18"/>`;
}

function leaves(random: Random, cx: number, cy: number, radius: number, count: number, colours: readonly string[]): string {
  return Array.from({ length: count }, () => {
    const [x, y] = inCircle(random, cx, cy, radius);
    const angle = random() * 180;
    const length = 10 + random() * 18;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(length)}" ry="${f(length * 0.45)}" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="${pick(random, colours)}"/>`;
  }).join('');
}

function specks(random: Random, cx: number, cy: number, radius: number, count: number, colours: readonly string[], size = 4): string {
  return Array.from({ length: count }, () => {
    const [x, y] = inCircle(random, cx, cy, radius);
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * (0.5 + random()))}" fill="${pick(random, colours)}"/>`;
  }).join('');
}

function grains(random: Random, cx: number, cy: number, radius: number, count: number, colours: readonly string[]): string {
  return Array.from({ length: count }, () => {
    const [x, y] = inCircle(random, cx, cy, radius);
    const angle = random() * 180;
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="6.5" ry="2.6" transform="rotate(${f(angle)} ${f(x)} ${f(y)})" fill="${pick(random, colours)}"/>`;
  }).join('');
}

/** Oil glistening on a soup: a few soft translucent pools. */
function oil(random: Random, cx: number, cy: number, radius: number, colour: string): string {
  return Array.from({ length: 9 }, () => {
    const [x, y] = inCircle(random, cx, cy, radius);
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(14 + random() * 22)}" ry="${f(8 + random() * 12)}" fill="${colour}" opacity="0.55" filter="url(#soft)"/>`;
  }).join('');
}

function onionRings(random: Random, cx: number, cy: number, radius: number, count: number, colour = '#b5477a'): string {
  return Array.from({ length: count }, () => {
    const [x, y] = inCircle(random, cx, cy, radius);
    const r = 12 + random() * 10;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${colour}" stroke-width="4"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r - 5)}" fill="none" stroke="#f2d7e6" stroke-width="2.5"/>`;
  }).join('');
}

function plantain(random: Random, cx: number, cy: number, radius: number, count: number): string {
  return Array.from({ length: count }, () => {
    const [x, y] = inCircle(random, cx, cy, radius);
    const angle = random() * 180;
    return `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})">
        <ellipse cx="${f(x)}" cy="${f(y)}" rx="30" ry="19" fill="#c8661b"/>
        <ellipse cx="${f(x)}" cy="${f(y)}" rx="23" ry="13" fill="#f2a93b"/>
        <ellipse cx="${f(x - 6)}" cy="${f(y - 4)}" rx="9" ry="4" fill="#ffe2a0" opacity="0.8"/>
      </g>`;
  }).join('');
}

function soup(
  random: Random,
  o: { base: string; oilColour: string; greens: readonly string[]; meat?: boolean; specksOf?: readonly string[] },
): string {
  const r = 180;
  return `${bowl(CX, CY, 225, o.base)}
    <circle cx="${CX}" cy="${CY}" r="${r}" fill="${o.base}"/>
    ${oil(random, CX, CY, r - 30, o.oilColour)}
    ${o.specksOf ? specks(random, CX, CY, r - 10, 260, o.specksOf, 5) : ''}
    ${leaves(random, CX, CY, r - 20, 46, o.greens)}
    ${
      o.meat
        ? Array.from({ length: 6 }, () => {
            const [x, y] = inCircle(random, CX, CY, r - 55);
            return chunk(random, x, y, 24 + random() * 10, '#7a3f21', '#4e2612');
          }).join('')
        : ''
    }
    <circle cx="${CX}" cy="${CY}" r="${r}" fill="url(#gloss)"/>`;
}

function swallow(random: Random, colour: string, shade: string, side: string): string {
  // The swallow on the plate, its soup in a small bowl beside it.
  const mound = (x: number, y: number, r: number) =>
    `<ellipse cx="${x + 6}" cy="${y + 10}" rx="${r}" ry="${r * 0.92}" fill="#000" opacity="0.18" filter="url(#soft)"/>
     <circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>
     <circle cx="${x}" cy="${y}" r="${r}" fill="url(#gloss)"/>
     <path d="M${x - r * 0.6} ${y + r * 0.3} q ${r * 0.6} ${r * 0.35} ${r * 1.2} 0" stroke="${shade}" stroke-width="5" fill="none" opacity="0.6"/>`;
  return `${plate(245)}
    ${mound(CX - 70, CY + 10, 96)}${mound(CX + 40, CY - 50, 72)}
    ${bowl(CX + 120, CY + 110, 88, side)}
    ${leaves(random, CX + 120, CY + 110, 52, 14, ['#2f6b2a', '#3f8a34'])}
    ${oil(random, CX + 120, CY + 110, 50, '#e0561b')}`;
}

function rice(random: Random, colours: readonly string[], extras: string): string {
  return `${plate(250)}
    <circle cx="${CX}" cy="${CY}" r="168" fill="${colours[0]}" opacity="0.9"/>
    ${grains(random, CX, CY, 165, 900, colours)}
    ${extras}
    <circle cx="${CX}" cy="${CY}" r="168" fill="url(#gloss)" opacity="0.6"/>`;
}

function drumstick(x: number, y: number, angle: number): string {
  return `<g transform="rotate(${angle} ${x} ${y})">
      <rect x="${x + 38}" y="${y - 9}" width="70" height="18" rx="9" fill="#f1e4cf"/>
      <circle cx="${x + 112}" cy="${y - 8}" r="11" fill="#f6ecdc"/><circle cx="${x + 112}" cy="${y + 8}" r="11" fill="#f6ecdc"/>
      <ellipse cx="${x}" cy="${y}" rx="72" ry="52" fill="#8a3b14"/>
      <ellipse cx="${x - 6}" cy="${y - 6}" rx="62" ry="42" fill="#b0521c"/>
      <path d="M${x - 40} ${y - 20} l 60 30 M${x - 46} ${y + 4} l 56 28 M${x - 24} ${y - 34} l 58 30" stroke="#3d1606" stroke-width="7" stroke-linecap="round" opacity="0.75"/>
      <ellipse cx="${x - 20}" cy="${y - 22}" rx="22" ry="10" fill="#fff" opacity="0.2"/>
    </g>`;
}

function fish(x: number, y: number): string {
  return `<g transform="rotate(-12 ${x} ${y})">
      <path d="M${x + 150} ${y} l 70 -52 q -14 52 0 104 z" fill="#a0561c"/>
      <ellipse cx="${x}" cy="${y}" rx="175" ry="78" fill="#b8661f"/>
      <ellipse cx="${x - 10}" cy="${y - 12}" rx="160" ry="58" fill="#d98b2f"/>
      <path d="M${x - 60} ${y - 50} q 20 50 0 100 M${x - 10} ${y - 56} q 20 56 0 112 M${x + 40} ${y - 54} q 20 54 0 108 M${x + 90} ${y - 44} q 16 44 0 88" stroke="#7a3a10" stroke-width="6" fill="none" opacity="0.7"/>
      <circle cx="${x - 128}" cy="${y - 14}" r="13" fill="#f4efe6"/><circle cx="${x - 128}" cy="${y - 14}" r="6" fill="#1d1209"/>
      <path d="M${x - 175} ${y + 12} q 14 8 28 0" stroke="#6b2f0c" stroke-width="5" fill="none"/>
    </g>`;
}

function lemon(x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="30" fill="#f5d33a"/><circle cx="${x}" cy="${y}" r="24" fill="#fbe98a"/>
    ${Array.from({ length: 8 }, (_, i) => `<line x1="${x}" y1="${y}" x2="${f(x + Math.cos((i * Math.PI) / 4) * 22)}" y2="${f(y + Math.sin((i * Math.PI) / 4) * 22)}" stroke="#f5d33a" stroke-width="3"/>`).join('')}`;
}

// ---- The menu's pictures ------------------------------------------------------------------------

const DISHES = {
  'egusi-soup': (random: Random) =>
    soup(random, {
      base: '#e0a12c',
      oilColour: '#d9541a',
      greens: ['#2f6b2a', '#3d7f30', '#24561f'],
      meat: true,
      specksOf: ['#f3d27a', '#c98a1d'],
    }),
  'efo-riro': (random: Random) =>
    soup(random, {
      base: '#2f5a23',
      oilColour: '#c8401a',
      greens: ['#3c7a2c', '#24501b', '#4d8f37'],
      meat: true,
      specksOf: ['#b8321a', '#d9541a'],
    }),
  'goat-meat-pepper-soup': (random: Random) =>
    `${soup(random, { base: '#9a3a1c', oilColour: '#e06a2a', greens: ['#4f8f3a', '#2f6b2a'], meat: true })}${specks(random, CX, CY, 150, 60, ['#f0c040', '#e8e0c8'], 3)}`,
  'pounded-yam': (random: Random) => swallow(random, '#f7f1e3', '#e4d8bd', '#e0a12c'),
  eba: (random: Random) => swallow(random, '#f2d77e', '#d9b95a', '#2f5a23'),
  amala: (random: Random) => swallow(random, '#6e5a4e', '#4d3e35', '#3f7a2c'),
  'jollof-rice': (random: Random) =>
    rice(
      random,
      ['#d9541a', '#e86a25', '#c94414', '#f07a32'],
      `${plantain(random, CX + 40, CY + 40, 110, 6)}${leaves(random, CX, CY, 150, 10, ['#3d7f30'])}`,
    ),
  'fried-rice': (random: Random) =>
    rice(
      random,
      ['#e8c25a', '#f1d37a', '#dcb24a', '#f5e2a2'],
      `${specks(random, CX, CY, 160, 120, ['#3f8a34', '#e8772a', '#f2c230', '#b03a2e'], 5)}${Array.from({ length: 5 }, () => {
        const [x, y] = inCircle(random, CX, CY, 120);
        return `<path d="M${f(x)} ${f(y)} a 22 22 0 1 1 30 20" stroke="#f08a5d" stroke-width="14" fill="none" stroke-linecap="round"/>`;
      }).join('')}`,
    ),
  'ofada-rice': (random: Random) =>
    `${plate(250)}
    <circle cx="${CX - 50}" cy="${CY}" r="130" fill="#b9956b"/>
    ${grains(random, CX - 50, CY, 128, 520, ['#a4825a', '#c9a77a', '#8e6c46', '#d6bd94'])}
    <ellipse cx="${CX + 110}" cy="${CY + 20}" rx="95" ry="120" fill="#3d6b26"/>
    ${oil(random, CX + 110, CY + 20, 70, '#7a9a2a')}
    ${Array.from({ length: 4 }, () => {
      const [x, y] = inCircle(random, CX + 110, CY + 20, 60);
      return chunk(random, x, y, 20, '#6b3a1e', '#40200c');
    }).join('')}
    ${specks(random, CX + 110, CY + 20, 80, 50, ['#a8c44a', '#2a4d18'], 4)}`,
  'grilled-chicken': (random: Random) =>
    `${plate(250)}${drumstick(CX - 40, CY - 40, -25)}${drumstick(CX + 10, CY + 60, 15)}
    ${onionRings(random, CX + 20, CY, 150, 5)}${leaves(random, CX + 130, CY - 90, 30, 8, ['#3f8a34', '#2f6b2a'])}${lemon(CX + 140, CY + 110)}`,
  'fried-fish': (random: Random) =>
    `${plate(255)}${fish(CX - 10, CY)}${onionRings(random, CX, CY + 130, 60, 3)}${lemon(CX + 150, CY - 120)}${leaves(random, CX - 150, CY - 120, 25, 6, ['#3f8a34'])}`,
  'assorted-meat': (random: Random) =>
    `${bowl(CX, CY, 225, '#b8321a')}
    <circle cx="${CX}" cy="${CY}" r="180" fill="#b8321a"/>
    ${oil(random, CX, CY, 150, '#e0561b')}
    ${Array.from({ length: 9 }, (_, i) => {
      const [x, y] = inCircle(random, CX, CY, 125);
      const colours = [
        ['#6e361a', '#43200c'],
        ['#efe3c6', '#c9b48a'],
        ['#c98a55', '#8e5a2c'],
      ][i % 3]!;
      return chunk(random, x, y, 30 + random() * 8, colours[0]!, colours[1]!);
    }).join('')}
    ${specks(random, CX, CY, 170, 70, ['#2f6b2a', '#f2c230'], 4)}
    <circle cx="${CX}" cy="${CY}" r="180" fill="url(#gloss)"/>`,
} satisfies Record<string, (random: Random) => string>;

export type DishName = keyof typeof DISHES;
export const DISH_NAMES = Object.keys(DISHES) as DishName[];

const CLOTHS = ['#2f7d6d', '#c8102e', '#e0a12c', '#3450b0', '#5955b3'];

/** One dish as an 800×600 SVG. */
export function dishSvg(name: DishName): string {
  const seed = [...name].reduce((total, character) => total * 31 + character.charCodeAt(0), 7);
  const random = randomFrom(seed);
  const cloth = CLOTHS[seed % CLOTHS.length]!;
  const food = DISHES[name](random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DISH_WIDTH}" height="${DISH_HEIGHT}" viewBox="0 0 ${DISH_WIDTH} ${DISH_HEIGHT}">
    ${DEFS}${table(random, cloth)}${food}${name.includes('soup') || name === 'efo-riro' ? spoon : ''}
    <rect width="800" height="600" fill="url(#vignette)"/>
  </svg>`;
}

/** The demo restaurant's logo: a cooking pot with steam on a red disc, 512×512, no text (no font to depend on). */
export function logoSvg(): string {
  const dots = Array.from({ length: 36 }, (_, i) => {
    const angle = (i / 36) * Math.PI * 2;
    return `<circle cx="${f(256 + Math.cos(angle) * 214)}" cy="${f(256 + Math.sin(angle) * 214)}" r="4" fill="#ffd27a"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 512 512">
    <defs>
      <radialGradient id="disc" cx="0.4" cy="0.35" r="0.75">
        <stop offset="0" stop-color="#e8283f"/><stop offset="1" stop-color="#a60d24"/>
      </radialGradient>
      <linearGradient id="pot" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f3e6d3"/>
      </linearGradient>
    </defs>
    <circle cx="256" cy="256" r="252" fill="#ffffff"/>
    <circle cx="256" cy="256" r="240" fill="url(#disc)"/>
    <circle cx="256" cy="256" r="196" fill="none" stroke="#ffffff" stroke-width="6"/>
    ${dots}
    <g fill="none" stroke="#ffd27a" stroke-width="14" stroke-linecap="round">
      <path d="M196 200 c -22 -26 22 -44 0 -76"/>
      <path d="M256 192 c -22 -26 22 -44 0 -80"/>
      <path d="M316 200 c -22 -26 22 -44 0 -76"/>
    </g>
    <rect x="142" y="232" width="228" height="22" rx="11" fill="#ffffff"/>
    <path d="M156 262 h200 v40 a72 72 0 0 1 -72 72 h-56 a72 72 0 0 1 -72 -72 z" fill="url(#pot)"/>
    <rect x="112" y="272" width="52" height="20" rx="10" fill="#ffffff"/>
    <rect x="348" y="272" width="52" height="20" rx="10" fill="#ffffff"/>
    <path d="M186 300 h140" stroke="#e8283f" stroke-width="10" stroke-linecap="round"/>
    <circle cx="256" cy="224" r="14" fill="#ffffff"/>
  </svg>`;
}
