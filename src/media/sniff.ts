import {
  ascii,
  blockCounter,
  Canvas,
  Damaged,
  damaged,
  need,
  type Span,
  u16be,
  u16le,
  u24le,
  u32be,
  u32le,
} from './bytes';
import { readAvif } from './sniff-avif';

export type { Span } from './bytes';

/**
 * What an uploaded file is, from its bytes alone (never its name or declared type): one of the five
 * accepted image formats, with its dimensions read before anything is decoded: the canvas a decoder would
 * allocate, as large as everything the file places on it (every frame, bitstream and item, not only the
 * header's size; ./bytes.ts, Canvas). Each reader walks the whole container (segments, chunks, blocks,
 * boxes) in one pass bounded by MAX_BLOCKS, so a truncated file, or one with bytes after its end (where
 * HTML or script of a polyglot hides), is refused. Metadata blocks are returned so that the caller can
 * check and strip them (./strip.ts).
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
  const canvas = new Canvas();
  const count = blockCounter();
  const metadata: Span[] = [];
  let i = 2;
  for (;;) {
    count();
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
    if (isSof) {
      // Decoders read one frame header; a file with several is held to the largest.
      need(b, i + 9);
      const height = u16be(b, i + 5);
      const width = u16be(b, i + 7);
      if (width === 0 || height === 0) damaged('The JPEG has no frame size.');
      canvas.include(width, height);
    }
    if ((marker >= 0xe0 && marker <= 0xef && !KEPT_JPEG_APPS.has(marker)) || marker === 0xfe) {
      metadata.push({ start: i, end });
    }
    i = end;
    if (marker === 0xda) i = endOfScan(b, i);
  }
  if (canvas.width === 0) damaged('The JPEG has no frame size.');
  return { width: canvas.width, height: canvas.height, metadata };
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
  const canvas = new Canvas();
  const count = blockCounter();
  const metadata: Span[] = [];
  let i = 8;
  for (;;) {
    count();
    need(b, i + 12);
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    need(b, end);
    if (i === 8) {
      if (type !== 'IHDR' || length < 8) damaged('The PNG does not start with its header chunk.');
      if (u32be(b, i + 8) === 0 || u32be(b, i + 12) === 0) damaged('The PNG has no size.');
      canvas.include(u32be(b, i + 8), u32be(b, i + 12));
    }
    if (type === 'fcTL') {
      // An animated PNG's frame: its size, then its offset on the canvas.
      if (length < 26) damaged('An animated PNG frame header is cut short.');
      canvas.include(u32be(b, i + 20) + u32be(b, i + 12), u32be(b, i + 24) + u32be(b, i + 16));
    }
    if (PNG_METADATA.has(type)) metadata.push({ start: i, end });
    i = end;
    if (type === 'IEND') {
      if (i !== b.length) damaged('There are bytes after the end of the PNG image.');
      break;
    }
  }
  return { width: canvas.width, height: canvas.height, metadata };
}

/** GIF application extensions kept: the loop count of animations. */
const KEPT_GIF_APPS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0']);

function readGif(b: Uint8Array) {
  need(b, 13);
  const canvas = new Canvas();
  canvas.include(u16le(b, 6), u16le(b, 8));
  const count = blockCounter();
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
    count();
    if (block === 0x2c) {
      need(b, i + 10);
      // A frame may reach past the logical screen: decoders then grow their canvas to it.
      canvas.include(u16le(b, i + 1) + u16le(b, i + 5), u16le(b, i + 3) + u16le(b, i + 7));
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
  if (canvas.width === 0 || canvas.height === 0) damaged('The GIF has no size.');
  return { width: canvas.width, height: canvas.height, metadata };
}

function readWebp(b: Uint8Array) {
  const declared = u32le(b, 4) + 8;
  if (declared > b.length) damaged('The file ends before its image does (truncated).');
  if (declared < b.length) damaged('There are bytes after the end of the WebP image.');
  const canvas = new Canvas();
  const count = blockCounter();
  const metadata: Span[] = [];
  let i = 12;
  while (i < b.length) {
    count();
    need(b, i + 8);
    const type = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    const data = i + 8;
    const end = data + size + (size % 2);
    need(b, data + size);
    if (type === 'VP8X') {
      if (size < 10) damaged('The WebP header is cut short.');
      canvas.include(u24le(b, data + 4) + 1, u24le(b, data + 7) + 1);
    } else if (type === 'VP8 ' || type === 'VP8L') {
      canvas.include(...bitstreamSize(b, type, data, size));
    } else if (type === 'ANMF') {
      readWebpFrame(b, data, data + size, canvas, count);
    } else if (type === 'EXIF' || type === 'XMP ') {
      metadata.push({ start: i, end: Math.min(end, b.length) });
    }
    i = end;
  }
  if (canvas.width === 0 || canvas.height === 0) damaged('The WebP has no size.');
  return { width: canvas.width, height: canvas.height, metadata };
}

/** The size a VP8 (lossy) or VP8L (lossless) bitstream's header announces. */
function bitstreamSize(b: Uint8Array, type: string, data: number, size: number): [number, number] {
  if (type === 'VP8 ') {
    if (size < 10 || b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a)
      damaged('The WebP frame is damaged.');
    return [u16le(b, data + 6) & 0x3fff, u16le(b, data + 8) & 0x3fff];
  }
  if (size < 5 || b[data] !== 0x2f) damaged('The WebP frame is damaged.');
  const bits = u32le(b, data + 1);
  return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
}

/** An animation frame (ANMF): its offset (stored halved) and size, and the bitstreams inside it. */
function readWebpFrame(b: Uint8Array, from: number, to: number, canvas: Canvas, count: () => void) {
  if (to - from < 16) damaged('A WebP animation frame is cut short.');
  const left = u24le(b, from) * 2;
  const top = u24le(b, from + 3) * 2;
  canvas.include(left + u24le(b, from + 6) + 1, top + u24le(b, from + 9) + 1);
  let i = from + 16;
  while (i < to) {
    count();
    if (i + 8 > to) damaged('A WebP animation frame is cut short.');
    const type = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    if (i + 8 + size > to) damaged('A WebP animation frame is cut short.');
    if (type === 'VP8 ' || type === 'VP8L') {
      const [width, height] = bitstreamSize(b, type, i + 8, size);
      canvas.include(left + width, top + height);
    }
    i += 8 + size + (size % 2);
  }
}
