/**
 * Placeholder artwork: small standalone SVGs (no fonts, links or external references) with a gradient picked
 * from a fixed palette, a simple line icon per kind and the item's name.
 */
import { hash } from './util.mjs';

const PALETTES = [
  ['#0f766e', '#14b8a6'],
  ['#1d4ed8', '#60a5fa'],
  ['#b45309', '#f59e0b'],
  ['#be123c', '#fb7185'],
  ['#4d7c0f', '#84cc16'],
  ['#6d28d9', '#a78bfa'],
  ['#0e7490', '#22d3ee'],
  ['#9a3412', '#fb923c'],
  ['#15803d', '#4ade80'],
  ['#334155', '#94a3b8'],
  ['#a21caf', '#e879f9'],
  ['#854d0e', '#eab308'],
];

/** Line icons drawn in a 100×100 box. */
const ICONS = {
  house: '<path d="M12 50 50 18l38 32M22 42v44h56V42M42 86V64h16v22"/>',
  car: '<path d="M20 64H6V52l14-6 14-14h30l16 14 14 4v14h-8M36 64h34M20 46h60M48 32v14"/><circle cx="28" cy="64" r="8"/><circle cx="78" cy="64" r="8"/>',
  shirt: '<path d="M35 14 18 22 6 42l14 8 8-12v48h44V38l8 12 14-8-12-20-17-8c-2 8-8 12-15 12s-13-4-15-12z"/>',
  cap: '<path d="M16 60c0-22 15-36 34-36s34 14 34 36zM84 60c8 0 12 2 12 6s-6 4-12 4H16"/><circle cx="50" cy="21" r="3"/>',
  basket: '<path d="M26 44c0-20 48-20 48 0M12 44h76l-10 40H22zM36 54v20M50 54v20M64 54v20"/>',
  wrench: '<path d="M62 12a18 18 0 0 0-15 25L14 70a8 8 0 0 0 12 12l33-33a18 18 0 0 0 25-15l-10 6-10-4-2-10z"/>',
  gavel: '<path d="M17 33 45 5l10 10-28 28zM41 29l37 37M50 88h40M56 80h28v8H56z"/>',
  tent: '<path d="M50 14 8 84h84zM50 14v70M38 84l12-28 12 28"/>',
  box: '<path d="M50 12 88 30v40L50 88 12 70V30zM12 30l38 18 38-18M50 48v40M31 21l38 18"/>',
  screen: '<path d="M10 20h80v48H10zM38 84h24M50 68v16"/>',
  book: '<path d="M50 24c-10-6-24-8-38-6v60c14-2 28 0 38 6 10-6 24-8 38-6V18c-14-2-28 0-38 6zM50 24v60"/>',
  leaf: '<path d="M20 80C20 40 40 20 84 16c-4 44-24 64-64 64zM20 80l40-40"/>',
};

/** Icon per product kind; general goods use their category's icon. */
const KIND_ICON = {
  real_estate: 'house',
  auction_real_estate: 'gavel',
  auction: 'gavel',
  motor_vehicle: 'car',
  food: 'basket',
  clothing: 'shirt',
  hat: 'cap',
  hire_item: 'tent',
  trades_services: 'wrench',
};

export function iconFor(kind, categoryIcon) {
  return KIND_ICON[kind] ?? (ICONS[categoryIcon] ? categoryIcon : 'box');
}

export function paletteFor(key) {
  return PALETTES[hash(key) % PALETTES.length];
}

/** XML-escape text content and attribute values. */
export function esc(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Split a name into at most two lines of ~maxChars, ending in an ellipsis if it does not fit. */
export function wrap(text, maxChars) {
  const words = String(text).split(/\s+/);
  const lines = [''];
  for (const word of words) {
    const cur = lines[lines.length - 1];
    if (!cur) lines[lines.length - 1] = word;
    else if (`${cur} ${word}`.length <= maxChars) lines[lines.length - 1] = `${cur} ${word}`;
    else lines.push(word);
  }
  if (lines.length > 2)
    lines.splice(
      1,
      lines.length - 1,
      `${lines
        .slice(1)
        .join(' ')
        .slice(0, maxChars - 1)
        .trimEnd()}…`,
    );
  return lines;
}

const FONT = 'font-family="system-ui, sans-serif"';

function open(w, h, [c1, c2], dir = '1 1') {
  const [x2, y2] = dir.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`;
}

function icon(name, x, y, scale, width = 4) {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`;
}

function textLines(lines, x, y, size, lineHeight, extra = '') {
  const spans = lines.map((l, i) => `<tspan x="${x}" dy="${i ? lineHeight : 0}">${esc(l)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="600" fill="#fff"${extra}>${spans}</text>`;
}

/** Product picture, 800×600; `n` (1–3) varies the composition so a gallery does not repeat itself. */
export function productSvg({ name, kind, categorySlug, categoryIcon, n }) {
  const pal = paletteFor(categorySlug);
  const dir = ['1 1', '0 1', '1 0'][(n - 1) % 3];
  const [cx, cy, r, scale] = [
    [400, 240, 150, 2],
    [260, 250, 170, 2.4],
    [540, 230, 130, 1.7],
  ][(n - 1) % 3];
  const lines = wrap(name, 32);
  const ty = lines.length > 1 ? 478 : 500;
  return (
    open(800, 600, pal, dir) +
    `<rect width="800" height="600" fill="url(#g)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".15"/>` +
    icon(iconFor(kind, categoryIcon), cx - 50 * scale, cy - 50 * scale, scale) +
    `<rect y="430" width="800" height="170" fill="#000" fill-opacity=".18"/>` +
    textLines(lines, 400, ty, 36, 46) +
    `</svg>\n`
  );
}

/** Category tile, 400×300. */
export function categorySvg({ slug, name, icon: iconName }) {
  const pal = paletteFor(slug);
  return (
    open(400, 300, pal) +
    `<rect width="400" height="300" fill="url(#g)"/><circle cx="200" cy="120" r="80" fill="#fff" fill-opacity=".15"/>` +
    icon(ICONS[iconName] ? iconName : 'box', 140, 60, 1.2, 5) +
    textLines(wrap(name, 24), 200, 248, 24, 28) +
    `</svg>\n`
  );
}

export function initials(name) {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return (words[0][0] + (words[1]?.[0] ?? '')).toUpperCase();
}

/** Business logo, 200×200: initials in a circle. */
export function logoSvg({ slug, name }) {
  const pal = paletteFor(slug);
  return (
    open(200, 200, pal) +
    `<rect width="200" height="200" fill="#fff"/><circle cx="100" cy="100" r="92" fill="url(#g)"/><circle cx="100" cy="100" r="80" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>` +
    `<text x="100" y="100" dy="24" text-anchor="middle" ${FONT} font-size="68" font-weight="700" fill="#fff">${esc(initials(name))}</text>` +
    `</svg>\n`
  );
}

/** Business cover, 1200×400: name and location over a gradient with soft shapes. */
export function coverSvg({ slug, name, suburb, city }) {
  const pal = paletteFor(slug);
  return (
    open(1200, 400, pal, '1 0') +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="1080" cy="60" r="180" fill="#fff" fill-opacity=".12"/><circle cx="120" cy="380" r="140" fill="#fff" fill-opacity=".1"/>` +
    `<text x="600" y="200" text-anchor="middle" ${FONT} font-size="60" font-weight="700" fill="#fff">${esc(name)}</text>` +
    `<text x="600" y="260" text-anchor="middle" ${FONT} font-size="28" fill="#fff" fill-opacity=".85">${esc(`${suburb}, ${city}`)}</text>` +
    `</svg>\n`
  );
}
