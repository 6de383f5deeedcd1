/**
 * What an uploaded file is, from its bytes alone (never its name or declared type): one of the five
 * accepted image formats, with its dimensions read from the header before anything is decoded. Each
 * reader walks the whole container (segments, chunks, blocks, boxes) in one bounded pass, so a
 * truncated file, or one with bytes after its end (where HTML or script of a polyglot hides), is refused.
 * Metadata blocks are returned so that the caller can check and strip them (./strip.ts).
 */

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export const MIME_OF: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const EXTENSION_OF: Record<ImageType, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
};

/** A byte range of the file: [start, end). */
export interface Span {
  start: number;
  end: number;
}

export interface Inspected {
  type: ImageType;
  width: number;
  height: number;
  /** Blocks that hold metadata (EXIF, XMP, comments, text): stripped from what is stored. */
  metadata: Span[];
  /**
   * Metadata that cannot be cut out without moving what points past it (an AVIF's Exif and XMP items,
   * addressed by file offset): overwritten with zeros instead.
   */
  blanked?: Span[];
}

/** Why a file is refused: not an accepted image at all, or one whose structure is broken. */
export type Refusal = { refused: 'unsupported' } | { refused: 'damaged'; why: string };

export type Inspection = Inspected | Refusal;

class Damaged extends Error {}
const damaged = (why: string): never => {
  throw new Damaged(why);
};

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const u32le = (b: Uint8Array, i: number) =>
  ((b[i + 3]! << 24) >>> 0) + ((b[i + 2]! << 16) | (b[i + 1]! << 8) | b[i]!);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function need(b: Uint8Array, end: number) {
  if (end > b.length) damaged('The file ends before its image does (truncated).');
}

/** The format a file's first bytes announce, or null. */
export function formatOf(b: Uint8Array): ImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp' && isAvifBrand(b)) return 'avif';
  return null;
}

function isAvifBrand(b: Uint8Array): boolean {
  const size = u32be(b, 0);
  if (size < 16 || size > Math.min(b.length, 4096)) return false;
  const brands = [ascii(b, 8, 4)];
  for (let i = 16; i + 4 <= size; i += 4) brands.push(ascii(b, i, 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** Reads a file's format, dimensions and metadata blocks, or says why it is refused. */
export function inspectImage(b: Uint8Array): Inspection {
  const type = formatOf(b);
  if (type === null) return { refused: 'unsupported' };
  try {
    return { type, ...READERS[type](b) };
  } catch (error) {
    // Hostile bytes are refused, never a 500: a reader that trips on a case it did not foresee refuses too.
    return { refused: 'damaged', why: error instanceof Damaged ? error.message : 'The file cannot be read.' };
  }
}

type Reader = (b: Uint8Array) => { width: number; height: number; metadata: Span[]; blanked?: Span[] };

const READERS: Record<ImageType, Reader> = {
  jpeg: readJpeg,
  png: readPng,
  gif: readGif,
  webp: readWebp,
  avif: readAvif,
};

/** JPEG APPn segments kept: JFIF (APP0), the ICC profile (APP2), Adobe's colour transform (APP14). */
const KEPT_JPEG_APPS = new Set([0xe0, 0xe2, 0xee]);

function readJpeg(b: Uint8Array) {
  let width = 0;
  let height = 0;
  const metadata: Span[] = [];
  let i = 2;
  for (;;) {
    need(b, i + 2);
    if (b[i] !== 0xff) damaged('A JPEG segment does not start where the previous one ends.');
    let marker = b[i + 1]!;
    while (marker === 0xff) {
      i += 1;
      need(b, i + 2);
      marker = b[i + 1]!;
    }
    if (marker === 0xd9) {
      if (i + 2 !== b.length) damaged('There are bytes after the end of the JPEG image.');
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    need(b, i + 4);
    const length = u16be(b, i + 2);
    if (length < 2) damaged('A JPEG segment has an impossible length.');
    const end = i + 2 + length;
    need(b, end);
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof && width === 0) {
      need(b, i + 9);
      height = u16be(b, i + 5);
      width = u16be(b, i + 7);
    }
    if ((marker >= 0xe0 && marker <= 0xef && !KEPT_JPEG_APPS.has(marker)) || marker === 0xfe) {
      metadata.push({ start: i, end });
    }
    i = end;
    if (marker === 0xda) i = endOfScan(b, i);
  }
  if (width === 0 || height === 0) damaged('The JPEG has no frame size.');
  return { width, height, metadata };
}

/** The offset of the marker that ends entropy-coded data (0xFF not followed by 0x00 or a restart). */
function endOfScan(b: Uint8Array, from: number): number {
  for (let i = from; i + 1 < b.length; i++) {
    if (b[i] !== 0xff) continue;
    const next = b[i + 1]!;
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return i;
  }
  return damaged('The JPEG image data ends without an end marker (truncated).');
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function readPng(b: Uint8Array) {
  const metadata: Span[] = [];
  let width = 0;
  let height = 0;
  let i = 8;
  for (;;) {
    need(b, i + 12);
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    need(b, end);
    if (i === 8) {
      if (type !== 'IHDR' || length < 8) damaged('The PNG does not start with its header chunk.');
      width = u32be(b, i + 8);
      height = u32be(b, i + 12);
    }
    if (PNG_METADATA.has(type)) metadata.push({ start: i, end });
    i = end;
    if (type === 'IEND') {
      if (i !== b.length) damaged('There are bytes after the end of the PNG image.');
      break;
    }
  }
  if (width === 0 || height === 0) damaged('The PNG has no size.');
  return { width, height, metadata };
}

/** GIF application extensions kept: the loop count of animations. */
const KEPT_GIF_APPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

function readGif(b: Uint8Array) {
  need(b, 13);
  const width = u16le(b, 6);
  const height = u16le(b, 8);
  const metadata: Span[] = [];
  const flags = b[10]!;
  let i = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const subBlocks = (from: number) => {
    let j = from;
    for (;;) {
      need(b, j + 1);
      const size = b[j]!;
      j += 1 + size;
      if (size === 0) return j;
    }
  };
  for (;;) {
    need(b, i + 1);
    const block = b[i]!;
    if (block === 0x3b) {
      if (i + 1 !== b.length) damaged('There are bytes after the end of the GIF image.');
      break;
    }
    if (block === 0x2c) {
      need(b, i + 10);
      const local = b[i + 9]!;
      const data = i + 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      need(b, data + 1);
      i = subBlocks(data + 1);
    } else if (block === 0x21) {
      need(b, i + 2);
      const label = b[i + 1]!;
      const end = subBlocks(i + 2);
      const app = label === 0xff && b[i + 2] === 11 ? ascii(b, i + 3, 11) : '';
      if (label === 0xfe || label === 0x01 || (label === 0xff && !KEPT_GIF_APPS.has(app))) {
        metadata.push({ start: i, end });
      }
      i = end;
    } else {
      damaged('The GIF has a block of an unknown kind.');
    }
  }
  if (width === 0 || height === 0) damaged('The GIF has no size.');
  return { width, height, metadata };
}

function readWebp(b: Uint8Array) {
  const declared = u32le(b, 4) + 8;
  if (declared > b.length) damaged('The file ends before its image does (truncated).');
  if (declared < b.length) damaged('There are bytes after the end of the WebP image.');
  const metadata: Span[] = [];
  let width = 0;
  let height = 0;
  let i = 12;
  while (i < b.length) {
    need(b, i + 8);
    const type = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    const data = i + 8;
    const end = data + size + (size % 2);
    need(b, data + size);
    if (type === 'VP8X' && size >= 10) {
      width = u24le(b, data + 4) + 1;
      height = u24le(b, data + 7) + 1;
    } else if (type === 'VP8 ' && width === 0 && size >= 10) {
      if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a)
        damaged('The WebP frame is damaged.');
      width = u16le(b, data + 6) & 0x3fff;
      height = u16le(b, data + 8) & 0x3fff;
    } else if (type === 'VP8L' && width === 0 && size >= 5) {
      if (b[data] !== 0x2f) damaged('The WebP frame is damaged.');
      const bits = u32le(b, data + 1);
      width = (bits & 0x3fff) + 1;
      height = ((bits >>> 14) & 0x3fff) + 1;
    } else if (type === 'EXIF' || type === 'XMP ') {
      metadata.push({ start: i, end: Math.min(end, b.length) });
    }
    i = end;
  }
  if (width === 0 || height === 0) damaged('The WebP has no size.');
  return { width, height, metadata };
}

/** Boxes whose children hold the image's properties: meta (a full box) > iprp > ipco > ispe. */
const AVIF_CONTAINERS = new Set(['meta', 'iprp', 'ipco']);

function readAvif(b: Uint8Array) {
  let width = 0;
  let height = 0;
  let sawMeta = false;
  let sawData = false;
  const metadataItems = new Set<number>();
  let locations: Array<{ item: number; spans: Span[] }> = [];
  let sawLocations = false;
  const walk = (from: number, to: number, depth: number) => {
    let i = from;
    while (i < to) {
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
      if (AVIF_CONTAINERS.has(type) && depth < 3)
        walk(i + header + (type === 'meta' ? 4 : 0), end, depth + 1);
      if (depth === 1 && type === 'iinf')
        for (const id of avifMetadataItems(b, i + header, end)) metadataItems.add(id);
      if (depth === 1 && type === 'iloc') {
        // One per file (ISO/IEC 14496-12): the extents' bound below holds for the whole file.
        if (sawLocations) damaged('The AVIF has more than one item location box.');
        sawLocations = true;
        locations = avifLocations(b, i + header, end);
      }
      if (type === 'ispe' && end - i >= header + 12) {
        // Every image of the file (alpha planes, grid tiles, the whole) is held to the pixel limit.
        width = Math.max(width, u32be(b, i + header + 4));
        height = Math.max(height, u32be(b, i + header + 8));
      }
      i = end;
    }
  };
  walk(0, b.length, 0);
  if (!sawMeta || !sawData) damaged('The AVIF has no image data.');
  if (width === 0 || height === 0) damaged('The AVIF has no size.');
  const blanked = locations.filter((l) => metadataItems.has(l.item)).flatMap((l) => l.spans);
  if (blanked.some((span) => span.end > b.length)) damaged('An AVIF item lies past the end of the file.');
  return { width, height, metadata: blanked, blanked };
}

/** The ids of an `iinf` box's Exif and XMP items (`infe` version 2 or 3). */
function avifMetadataItems(b: Uint8Array, from: number, to: number): number[] {
  need(b, from + 4);
  const version = b[from]!;
  let i = from + 4 + (version === 0 ? 2 : 4);
  const ids: number[] = [];
  while (i + 8 <= to) {
    const size = u32be(b, i);
    if (size < 8 || i + size > to) damaged('An AVIF item entry has an impossible length.');
    if (ascii(b, i + 4, 4) === 'infe' && size >= 20) {
      const infeVersion = b[i + 8]!;
      const at = i + 12;
      const id = infeVersion === 3 ? u32be(b, at) : u16be(b, at);
      const typeAt = at + (infeVersion === 3 ? 4 : 2) + 2;
      const itemType = ascii(b, typeAt, 4);
      const rest = ascii(b, typeAt + 4, Math.min(i + size, to) - typeAt - 4);
      if (itemType === 'Exif' || (itemType === 'mime' && rest.includes('application/rdf+xml'))) ids.push(id);
    }
    i += size;
  }
  return ids;
}

/** Far more extents than an image's items have (a grid of tiles, its metadata): more is a hostile file. */
const MAX_AVIF_EXTENTS = 4096;

/** The file ranges of each item of an `iloc` box (construction method 0: offsets in the file). */
function avifLocations(b: Uint8Array, from: number, to: number): Array<{ item: number; spans: Span[] }> {
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
  const count = read(version < 2 ? 2 : 4);
  let extentBudget = MAX_AVIF_EXTENTS;
  const items: Array<{ item: number; spans: Span[] }> = [];
  for (let n = 0; n < count; n++) {
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
      if (method === 0) spans.push({ start: offset, end: offset + length });
    }
    items.push({ item, spans });
  }
  return items;
}
