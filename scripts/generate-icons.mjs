// Draws the app icons (the favicon's teal tile and light drop) as PNGs with zlib, no image library:
// run once with `node scripts/generate-icons.mjs`; the PNGs in public/icons are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const TEAL = [15, 118, 110];
const DROP = [204, 251, 241];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, pixel) {
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      // 4 × 4 supersampling for smooth edges.
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < 4; sy += 1)
        for (let sx = 0; sx < 4; sx += 1) {
          const [pr, pg, pb, pa] = pixel((x + (sx + 0.5) / 4) / size, (y + (sy + 0.5) / 4) / size);
          r += pr * pa;
          g += pg * pa;
          b += pb * pa;
          a += pa;
        }
      const offset = 1 + x * 4;
      row[offset] = a ? Math.round(r / a) : 0;
      row[offset + 1] = a ? Math.round(g / a) : 0;
      row[offset + 2] = a ? Math.round(b / a) : 0;
      row[offset + 3] = Math.round((a / 16) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The drop of the favicon in a 32-unit box: a circle with a point above it. */
function inDrop(u, v) {
  const x = u * 32,
    y = v * 32;
  if ((x - 16) ** 2 + (y - 17) ** 2 <= 36) return true;
  return (
    y >= 7 && y <= 17 && Math.abs(x - 16) <= ((y - 7) / 10) * 6 * Math.sqrt(1 - ((17 - y) / 10) ** 2 * 0.35)
  );
}

function tile(scale, rounded) {
  return (u, v) => {
    // Rounded tile (rx 8 of 32) unless maskable, which must fill the square.
    if (rounded) {
      const r = 0.25,
        cx = Math.min(Math.max(u, r), 1 - r),
        cy = Math.min(Math.max(v, r), 1 - r);
      if ((u - cx) ** 2 + (v - cy) ** 2 > r * r) return [0, 0, 0, 0];
    }
    const du = (u - 0.5) / scale + 0.5,
      dv = (v - 0.5) / scale + 0.5;
    return inDrop(du, dv) ? [...DROP, 1] : [...TEAL, 1];
  };
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, tile(1, true)));
writeFileSync('public/icons/icon-512.png', png(512, tile(1, true)));
// Maskable: full bleed, the drop inside the central 80% safe zone.
writeFileSync('public/icons/icon-maskable-512.png', png(512, tile(0.75, false)));
writeFileSync('public/icons/apple-touch-icon-180.png', png(180, tile(0.9, false)));
console.log('icons written to public/icons');
