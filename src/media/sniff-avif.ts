import { readAv1Units } from './av1';
import { ascii, blockCounter, Canvas, damaged, need, type Span, u16be, u32be } from './bytes';

/**
 * An AVIF (./sniff.ts reads the other formats): its boxes walked in one bounded pass, its size the largest
 * of every image it holds (each `ispe`, each AV1 item's sequence header, each grid's or overlay's output
 * size), its Exif and XMP items located to be blanked.
 */

/** Boxes whose children hold the image's properties: meta (a full box) > iprp > ipco > ispe. */
const AVIF_CONTAINERS = new Set(['meta', 'iprp', 'ipco']);

interface Item {
  id: number;
  type: string;
  metadata: boolean;
}

interface Location {
  item: number;
  /** 0: offsets in the file; 1: in the `idat` box; 2: in another item. */
  method: number;
  spans: Span[];
}

export function readAvif(b: Uint8Array) {
  const canvas = new Canvas();
  const count = blockCounter();
  let sawMeta = false;
  let sawData = false;
  let items: Item[] = [];
  let locations: Location[] = [];
  let sawLocations = false;
  let idat: Span = { start: 0, end: 0 };
  const walk = (from: number, to: number, depth: number) => {
    let i = from;
    while (i < to) {
      count();
      need(b, i + 8);
      let size = u32be(b, i);
      const type = ascii(b, i + 4, 4);
      let header = 8;
      if (size === 1) {
        need(b, i + 16);
        if (u32be(b, i + 8) !== 0) damaged('An AVIF box is impossibly large.');
        size = u32be(b, i + 12);
        header = 16;
      } else if (size === 0) {
        size = to - i;
      }
      if (size < header) damaged('An AVIF box has an impossible length.');
      const end = i + size;
      if (end > to) damaged('The file ends before its image does (truncated).');
      if (depth === 0 && type === 'meta') sawMeta = true;
      if (depth === 0 && type === 'mdat') sawData = true;
      if (depth === 0 && type === 'moov') {
        // An image sequence: decoders may show its track's frames, whose sizes are not read here.
        damaged('AVIF image sequences (animated AVIF) are not accepted.');
      }
      if (AVIF_CONTAINERS.has(type) && depth < 3)
        walk(i + header + (type === 'meta' ? 4 : 0), end, depth + 1);
      if (depth === 1 && type === 'iinf') items = avifItems(b, i + header, end, count);
      if (depth === 1 && type === 'idat') idat = { start: i + header, end };
      if (depth === 1 && type === 'iloc') {
        // One per file (ISO/IEC 14496-12): the extents' bound below holds for the whole file.
        if (sawLocations) damaged('The AVIF has more than one item location box.');
        sawLocations = true;
        locations = avifLocations(b, i + header, end, count);
      }
      if (type === 'ispe' && end - i >= header + 12) {
        // Every image of the file (alpha planes, grid tiles, the whole) is held to the pixel limit.
        canvas.include(u32be(b, i + header + 4), u32be(b, i + header + 8));
      }
      // The sequence header a decoder may be given before the item's own (libheif does).
      if (type === 'av1C' && end - i >= header + 4) readAv1Units(b, i + header + 4, end, canvas, count);
      i = end;
    }
  };
  walk(0, b.length, 0);
  if (!sawMeta || !sawData) damaged('The AVIF has no image data.');
  readImageItems(b, items, locations, idat, canvas, count);
  if (canvas.width === 0 || canvas.height === 0) damaged('The AVIF has no size.');
  const metadataIds = new Set(items.filter((item) => item.metadata).map((item) => item.id));
  const blanked = locations.filter((l) => metadataIds.has(l.item) && l.method === 0).flatMap((l) => l.spans);
  if (blanked.some((span) => span.end > b.length)) damaged('An AVIF item lies past the end of the file.');
  return { width: canvas.width, height: canvas.height, metadata: blanked, blanked };
}

/**
 * The sizes the data of the images' items announce: every AV1 item's sequence headers, every grid's and
 * overlay's output size. Each item's bytes are read once: together at most the file's length.
 */
function readImageItems(
  b: Uint8Array,
  items: Item[],
  locations: Location[],
  idat: Span,
  canvas: Canvas,
  count: () => void,
) {
  const located = new Map(locations.map((l) => [l.item, l]));
  let budget = b.length;
  for (const item of items) {
    if (item.type !== 'av01' && item.type !== 'grid' && item.type !== 'iovl') continue;
    const location = located.get(item.id);
    if (!location) continue;
    if (location.method > 1) damaged('An AVIF image item is built from another item: not accepted.');
    const source = location.method === 1 ? idat : { start: 0, end: b.length };
    const spans = location.spans.map((span) => {
      const start = source.start + span.start;
      // An extent of length 0 runs to the end of its source (ISO/IEC 14496-12).
      const end = span.end === span.start ? source.end : source.start + span.end;
      if (end > source.end) damaged('An AVIF item lies past the end of the file.');
      return { start, end };
    });
    const length = spans.reduce((sum, span) => sum + span.end - span.start, 0);
    budget -= length;
    if (budget < 0) damaged('The AVIF items claim more bytes than the file has.');
    const data = spans.length === 1 ? b.subarray(spans[0]!.start, spans[0]!.end) : joined(b, spans, length);
    if (item.type === 'av01') readAv1Units(data, 0, data.length, canvas, count);
    else canvas.include(...derivedSize(data, item.type));
  }
}

function joined(b: Uint8Array, spans: Span[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const span of spans) {
    out.set(b.subarray(span.start, span.end), at);
    at += span.end - span.start;
  }
  return out;
}

/** The output size of a grid (`ImageGrid`) or an overlay (`ImageOverlay`) of ISO/IEC 23008-12. */
function derivedSize(data: Uint8Array, type: string): [number, number] {
  const at = type === 'grid' ? 4 : 10;
  const wide = (data[1] ?? 0) & 1;
  if (data.length < at + (wide ? 8 : 4)) damaged('An AVIF grid or overlay is cut short.');
  return wide ? [u32be(data, at), u32be(data, at + 4)] : [u16be(data, at), u16be(data, at + 2)];
}

/** The items of an `iinf` box (`infe` version 2 or 3): id, type, and whether it is Exif or XMP. */
function avifItems(b: Uint8Array, from: number, to: number, count: () => void): Item[] {
  need(b, from + 4);
  const version = b[from]!;
  let i = from + 4 + (version === 0 ? 2 : 4);
  const items: Item[] = [];
  while (i + 8 <= to) {
    count();
    const size = u32be(b, i);
    if (size < 8 || i + size > to) damaged('An AVIF item entry has an impossible length.');
    if (ascii(b, i + 4, 4) === 'infe' && size >= 20) {
      const infeVersion = b[i + 8]!;
      const at = i + 12;
      const id = infeVersion === 3 ? u32be(b, at) : u16be(b, at);
      const typeAt = at + (infeVersion === 3 ? 4 : 2) + 2;
      const type = ascii(b, typeAt, 4);
      const rest = ascii(b, typeAt + 4, Math.min(i + size, to) - typeAt - 4);
      items.push({
        id,
        type,
        metadata: type === 'Exif' || (type === 'mime' && rest.includes('application/rdf+xml')),
      });
    }
    i += size;
  }
  return items;
}

/** Far more extents than an image's items have (a grid of tiles, its metadata): more is a hostile file. */
const MAX_AVIF_EXTENTS = 4096;

/** The ranges of each item of an `iloc` box: offsets in the file (method 0), in `idat` (1) or in an item (2). */
function avifLocations(b: Uint8Array, from: number, to: number, count: () => void): Location[] {
  need(b, from + 8);
  const version = b[from]!;
  const offsetSize = b[from + 4]! >> 4;
  const lengthSize = b[from + 4]! & 15;
  const baseOffsetSize = b[from + 5]! >> 4;
  const indexSize = version >= 1 ? b[from + 5]! & 15 : 0;
  let i = from + 6;
  const read = (n: number) => {
    if (i + n > to) damaged('The AVIF item locations are cut short.');
    let value = 0;
    for (let k = 0; k < n; k++) value = value * 256 + b[i + k]!;
    i += n;
    return value;
  };
  const itemCount = read(version < 2 ? 2 : 4);
  let extentBudget = MAX_AVIF_EXTENTS;
  const items: Location[] = [];
  for (let n = 0; n < itemCount; n++) {
    count();
    const item = read(version < 2 ? 2 : 4);
    const method = version >= 1 ? read(2) & 15 : 0;
    read(2);
    const base = read(baseOffsetSize);
    const extents = read(2);
    // Extents of zero-size fields take no bytes: without this bound a short box could ask for billions.
    extentBudget -= extents;
    if (extentBudget < 0) damaged('The AVIF item locations name too many extents.');
    const spans: Span[] = [];
    for (let e = 0; e < extents; e++) {
      read(indexSize);
      const offset = base + read(offsetSize);
      const length = read(lengthSize);
      spans.push({ start: offset, end: offset + length });
    }
    items.push({ item, method, spans });
  }
  return items;
}
