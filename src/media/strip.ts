import type { Inspected, Span } from './sniff';

/**
 * Markup that has no business in an image's metadata: what makes a file an HTML or SVG polyglot. (XMP
 * is XML, so `<?xml` and `<x:xmpmeta` are not on the list.)
 */
const MARKUP = [
  '<script',
  '<html',
  '<svg',
  '<body',
  '<iframe',
  '<!doctype',
  'javascript:',
  '<object',
  '<embed',
];

/** Whether a metadata block of the file carries HTML or script (a polyglot); checked block by block. */
export function hidesMarkup(bytes: Uint8Array, metadata: readonly Span[]): boolean {
  return metadata.some(({ start, end }) => {
    const text = latin1(bytes.subarray(start, end)).toLowerCase();
    return MARKUP.some((word) => text.includes(word));
  });
}

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return text;
}

/**
 * The file without its metadata blocks (EXIF with its GPS position, XMP, comments, text chunks): what is
 * stored and served. A WebP's RIFF size and its extended header's EXIF/XMP flags are set to match. An
 * AVIF's Exif and XMP items are addressed by file offset: their bytes are overwritten with zeros instead.
 */
export function stripMetadata(bytes: Uint8Array, inspected: Inspected): Uint8Array {
  if (inspected.metadata.length === 0) return bytes;
  if (inspected.blanked) {
    const out = bytes.slice();
    for (const span of inspected.blanked) out.fill(0, span.start, span.end);
    return out;
  }
  const removed = inspected.metadata.reduce((sum, span) => sum + span.end - span.start, 0);
  const out = new Uint8Array(bytes.length - removed);
  let from = 0;
  let at = 0;
  for (const span of [...inspected.metadata].sort((a, b) => a.start - b.start)) {
    out.set(bytes.subarray(from, span.start), at);
    at += span.start - from;
    from = span.end;
  }
  out.set(bytes.subarray(from), at);
  if (inspected.type === 'webp') fixWebpHeader(out);
  return out;
}

function fixWebpHeader(b: Uint8Array) {
  new DataView(b.buffer, b.byteOffset, b.byteLength).setUint32(4, b.length - 8, true);
  if (String.fromCharCode(...b.subarray(12, 16)) === 'VP8X') b[20] = b[20]! & ~0x0c;
}
