// A tiny PNG encoder and the rasteriser of the Kickoff app icon, with no dependency but node:zlib.
//
//   encodePng(width, height, rgba)   RGBA 8-bit, non-interlaced, every scanline with filter 0 (None),
//                                    one IDAT chunk deflated at level 9: the same pixels always give the
//                                    same bytes (no time stamp, no text chunk, no gamma chunk).
//   drawAppIcon(size, shape)         the icon's pixels: a brand-blue square (rounded, or full bleed) with
//                                    a white ball carrying a dark pentagon; 4×4 supersampling smooths the
//                                    edges. Deterministic: every sample position and every vertex is on a
//                                    fixed 1/1024-pixel grid, and colours are averaged in integers.
//   appIconSvg()                     the same mark as an SVG (the favicon).
//
// The geometry lives in ICON_DESIGN, so the SVG, the PNGs and the tests agree on one drawing.
import { deflateSync } from 'node:zlib';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The drawing, in fractions of the icon's side. The ball's radius is 0.34 of the side on the
 * rounded icon; on a full-bleed icon meant for masking (`maskable`) the whole mark stays inside the
 * safe zone, the centred circle of 80 % of the side (radius 0.4), so its radius is 0.3.
 */
export const ICON_DESIGN = Object.freeze({
  /** Brand blue, #0b5fd6. */
  background: Object.freeze([0x0b, 0x5f, 0xd6, 0xff]),
  /** The ball, white. */
  ball: Object.freeze([0xff, 0xff, 0xff, 0xff]),
  /** The pentagon, the header's dark navy #0d1b2e. */
  patch: Object.freeze([0x0d, 0x1b, 0x2e, 0xff]),
  /** Corner radius of the rounded square. */
  cornerRadius: 0.2,
  /** Ball radius: rounded and apple (full bleed, cropped by iOS itself) icons, maskable icon. */
  ballRadius: Object.freeze({ rounded: 0.34, 'full-bleed': 0.34, maskable: 0.3 }),
  /** The pentagon's circumradius, as a fraction of the ball's radius; one vertex points up. */
  patchRadius: 0.42,
  /** The maskable safe zone's radius (W3C manifest spec: a centred circle of 40 % of the side). */
  safeZoneRadius: 0.4,
});

/** Sub-samples per pixel along each axis (4 × 4 = 16 a pixel). */
const SUPERSAMPLE = 4;
/** From this side on, pixels far from every edge skip the supersampling (see cornerColours). */
const FLAT_FILL_MIN_SIZE = 64;
/** Geometry is snapped to this grid, so floating-point noise cannot move an edge from one build to the next. */
const GRID = 1024;
const snap = (value) => Math.round(value * GRID) / GRID;

/* ---------------------------------------------------------------- PNG encoding */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, the one PNG chunks carry) of some bytes. */
export function crc32(bytes) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC of type and data. */
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG file of `width` × `height` RGBA pixels (`rgba`: 4 bytes a pixel, rows top to bottom). */
export function encodePng(width, height, rgba) {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`PNG size must be positive integers, got ${width}×${height}`);
  }
  const stride = width * 4;
  if (rgba.length !== stride * height) throw new RangeError(`expected ${stride * height} RGBA bytes, got ${rgba.length}`);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: truecolour with alpha
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type None
    Buffer.from(rgba.buffer, rgba.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/* ---------------------------------------------------------------- the icon */

/** The pentagon's vertices around (cx, cy), one pointing up, clockwise on screen, snapped to the grid. */
export function pentagon(cx, cy, radius) {
  return Array.from({ length: 5 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    return [snap(cx + radius * Math.cos(angle)), snap(cy + radius * Math.sin(angle))];
  });
}

/**
 * Whether (x, y) is inside a convex polygon whose vertices go clockwise on screen (y down): on the
 * inner side of every edge. `edges` holds ax, ay, bx - ax, by - ay for each edge in turn (see edgesOf).
 */
function insideConvex(edges, x, y) {
  for (let i = 0; i < edges.length; i += 4) {
    if (edges[i + 2] * (y - edges[i + 1]) - edges[i + 3] * (x - edges[i]) < 0) return false;
  }
  return true;
}

/** Whether (x, y) is inside the square [0, size]² with corners rounded by `radius`. */
function insideRoundedSquare(size, radius, x, y) {
  if (x < 0 || y < 0 || x > size || y > size) return false;
  const dx = x < radius ? radius - x : x > size - radius ? x - (size - radius) : 0;
  const dy = y < radius ? radius - y : y > size - radius ? y - (size - radius) : 0;
  return dx * dx + dy * dy <= radius * radius;
}

/**
 * The geometry of one icon in pixels. `shape`: 'rounded' (transparent corners; the manifest's
 * `any` icons), 'full-bleed' (an opaque square; Apple touch icons, which iOS crops itself) or
 * 'maskable' (an opaque square, the mark inside the safe zone).
 */
export function iconGeometry(size, shape = 'rounded') {
  const ballRadius = ICON_DESIGN.ballRadius[shape];
  if (ballRadius === undefined) throw new RangeError(`unknown icon shape ${shape}`);
  const c = size / 2;
  const r = snap(size * ballRadius);
  return {
    size,
    shape,
    center: c,
    cornerRadius: shape === 'rounded' ? snap(size * ICON_DESIGN.cornerRadius) : 0,
    ballRadius: r,
    patch: pentagon(c, c, r * ICON_DESIGN.patchRadius),
  };
}

/** A polygon's edges, flat: ax, ay, bx - ax, by - ay for each edge in turn. */
function edgesOf(points) {
  return Float64Array.from(
    points.flatMap(([ax, ay], i) => {
      const [bx, by] = points[(i + 1) % points.length];
      return [ax, ay, bx - ax, by - ay];
    }),
  );
}

/** The colour at one point: the topmost layer that covers it, or transparent. */
function colourAt(g, x, y) {
  const dx = x - g.center;
  const dy = y - g.center;
  if (insideConvex(g.patchEdges, x, y)) return ICON_DESIGN.patch;
  if (dx * dx + dy * dy <= g.ballRadius * g.ballRadius) return ICON_DESIGN.ball;
  if (g.cornerRadius === 0 || insideRoundedSquare(g.size, g.cornerRadius, x, y)) return ICON_DESIGN.background;
  return null;
}

/** The icon's RGBA pixels, `size` × `size`, straight (not premultiplied) alpha. */
export function drawAppIcon(size, shape = 'rounded') {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`icon size must be a positive integer, got ${size}`);
  const geometry = iconGeometry(size, shape);
  const g = { ...geometry, patchEdges: edgesOf(geometry.patch) };
  const out = new Uint8Array(size * size * 4);
  const n = SUPERSAMPLE * SUPERSAMPLE;
  const corners = size >= FLAT_FILL_MIN_SIZE ? cornerColours(g) : null;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const at = (py * size + px) * 4;
      const flat = corners ? corners.uniform(px, py) : undefined;
      if (flat !== undefined) {
        if (flat) out.set(flat, at);
        continue;
      }
      // Premultiplied sums: colour × alpha, so transparent samples add no colour to an edge pixel.
      let r = 0;
      let gr = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const colour = colourAt(g, px + (sx + 0.5) / SUPERSAMPLE, py + (sy + 0.5) / SUPERSAMPLE);
          if (!colour) continue;
          r += colour[0] * colour[3];
          gr += colour[1] * colour[3];
          b += colour[2] * colour[3];
          a += colour[3];
        }
      }
      if (a === 0) continue; // stays transparent black
      out[at] = Math.round(r / a);
      out[at + 1] = Math.round(gr / a);
      out[at + 2] = Math.round(b / a);
      out[at + 3] = Math.round(a / n);
    }
  }
  return out;
}

/**
 * The shortcut for pixels far from every edge: when the corners of the box 2 px wider on each side of
 * a pixel all have one colour, so does the whole pixel. True from FLAT_FILL_MIN_SIZE on, where every
 * shape is convex and large (radius ≥ 8 px): no edge can slip in and out between those corners.
 * The colours at the integer points are computed once and shared by neighbouring pixels.
 */
function cornerColours(g) {
  const side = g.size + 6; // integer points -2 … size + 3
  const at = new Array(side * side);
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) at[y * side + x] = colourAt(g, x - 2, y - 2);
  return {
    /** The one colour (null: transparent) of pixel (px, py), or undefined when it needs supersampling. */
    uniform(px, py) {
      const top = py * side + px; // the point (px - 2, py - 2)
      const bottom = (py + 5) * side + px;
      const first = at[top];
      return at[top + 5] === first && at[bottom] === first && at[bottom + 5] === first ? first : undefined;
    },
  };
}

/** The icon as PNG bytes. */
export function appIconPng(size, shape = 'rounded') {
  return encodePng(size, size, drawAppIcon(size, shape));
}

const hex = (colour) => `#${colour.slice(0, 3).map((c) => c.toString(16).padStart(2, '0')).join('')}`;
/** Numbers as the SVG writes them: at most three decimals, no trailing zeros. */
const num = (value) => String(Math.round(value * 1000) / 1000);

/** The rounded icon as an SVG on a 100 × 100 view box: the same geometry as the PNGs. */
export function appIconSvg() {
  const g = iconGeometry(100, 'rounded');
  const points = g.patch.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<rect width="100" height="100" rx="${num(g.cornerRadius)}" fill="${hex(ICON_DESIGN.background)}"/>`,
    `<circle cx="${num(g.center)}" cy="${num(g.center)}" r="${num(g.ballRadius)}" fill="${hex(ICON_DESIGN.ball)}"/>`,
    `<polygon points="${points}" fill="${hex(ICON_DESIGN.patch)}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
