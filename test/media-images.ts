/**
 * Image files built byte by byte for the media tests: small valid JPEG, PNG, GIF, WebP and AVIF files of
 * any size, and hostile ones (a header-only bomb, a truncated file, polyglots). No fixture file: each test
 * makes what it sends.
 */

const bytesOf = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const u16be = (n: number) => [(n >> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >> 8) & 255];
const u32be = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];

export function concat(...parts: Array<Uint8Array | number[]>): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** An APP1 EXIF segment with a GPS position in it (what must never be served). */
export const EXIF_GPS = 'Exif\0\0MM\0*GPSLatitude=43.2630;GPSLongitude=-2.9350';

/**
 * A baseline greyscale JPEG of `width`×`height`, every 8×8 block flat grey: Huffman tables of one
 * 1-bit code each (DC difference 0, end of block), so each block is two 0 bits. Decoders read it.
 */
export function jpeg(width: number, height: number, options: { exif?: string; comment?: string } = {}) {
  const segment = (marker: number, body: Uint8Array | number[]) => [
    0xff,
    marker,
    ...u16be(body.length + 2),
    ...body,
  ];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const bits = blocks * 2;
  const scan = new Uint8Array(Math.ceil(bits / 8));
  if (bits % 8) scan[scan.length - 1] = (1 << (8 - (bits % 8))) - 1;
  const counts = (n: number) => [...Array(16)].map((_, i) => (i === 0 ? n : 0));
  return concat(
    [0xff, 0xd8],
    segment(0xe0, [...bytesOf('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    options.exif ? segment(0xe1, bytesOf(options.exif)) : [],
    options.comment ? segment(0xfe, bytesOf(options.comment)) : [],
    segment(0xdb, [0, ...Array(64).fill(1)]),
    segment(0xc0, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]),
    segment(0xc4, [0x00, ...counts(1), 0]),
    segment(0xc4, [0x10, ...counts(1), 0]),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    scan,
    [0xff, 0xd9],
  );
}

const CRC_TABLE = [...Array(256)].map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function pngChunk(type: string, data: Uint8Array | number[]) {
  const body = concat(bytesOf(type), data);
  return concat(u32be(data.length), body, u32be(crc32(body)));
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A greyscale PNG of `width`×`height` (zlib data and CRCs right); `text` adds a tEXt chunk. */
export async function png(width: number, height: number, options: { text?: string } = {}) {
  const raw = new Uint8Array((width + 1) * height).fill(128);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return concat(
    bytesOf('\x89PNG\r\n\x1a\n'),
    pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 0, 0, 0, 0]),
    options.text ? pngChunk('tEXt', bytesOf(`Comment\0${options.text}`)) : [],
    pngChunk('IDAT', await deflate(raw)),
    pngChunk('IEND', []),
  );
}

/** A PNG header announcing `width`×`height` with no pixel data worth decoding: a decompression bomb. */
export const pngHeaderOnly = (width: number, height: number) =>
  concat(
    bytesOf('\x89PNG\r\n\x1a\n'),
    pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 0, 0, 0, 0]),
    pngChunk('IDAT', [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
    pngChunk('IEND', []),
  );

/** A GIF of `width`×`height` whose one frame is a 1×1 pixel; `comment` adds a comment extension. */
export function gif(width: number, height: number, options: { comment?: string; after?: string } = {}) {
  const comment = options.comment ? [0x21, 0xfe, options.comment.length, ...bytesOf(options.comment), 0] : [];
  return concat(
    bytesOf('GIF89a'),
    [...u16le(width), ...u16le(height), 0x80, 0, 0],
    [255, 255, 255, 0, 0, 0],
    comment,
    [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0],
    [0x02, 0x02, 0x44, 0x01, 0x00],
    [0x3b],
    options.after ? bytesOf(options.after) : [],
  );
}

/** Modernizr's 1×1 lossless WebP frame (the VP8L chunk's payload). */
const VP8L_1X1 = Uint8Array.from(atob('LwAAABAHEBERiIj+BwA='), (ch) => ch.charCodeAt(0));

/** A WebP: a 1×1 lossless frame, in an extended (VP8X) file announcing `width`×`height` with EXIF when asked. */
export function webp(width = 1, height = 1, options: { exif?: string } = {}) {
  const chunk = (type: string, data: Uint8Array | number[]) =>
    concat(bytesOf(type), u32le(data.length), data, data.length % 2 ? [0] : []);
  const extended = width !== 1 || height !== 1 || options.exif;
  const vp8x = chunk('VP8X', [
    options.exif ? 0x08 : 0,
    0,
    0,
    0,
    ...u32le(width - 1).slice(0, 3),
    ...u32le(height - 1).slice(0, 3),
  ]);
  const body = concat(
    bytesOf('WEBP'),
    extended ? vp8x : [],
    chunk('VP8L', VP8L_1X1),
    options.exif ? chunk('EXIF', bytesOf(options.exif)) : [],
  );
  return concat(bytesOf('RIFF'), u32le(body.length), body);
}

/**
 * An AVIF's boxes (ftyp, meta with the image's size in `ispe`, mdat): what the upload reads of it. With
 * `exif`, an Exif item (`iinf`) whose bytes `iloc` places in `mdat`, as cameras write it.
 */
export function avif(
  width: number,
  height: number,
  options: { exif?: string; hostileIloc?: number; extents?: number; ilocBoxes?: number } = {},
) {
  const box = (type: string, ...parts: Array<Uint8Array | number[]>) => {
    const body = concat(...parts);
    return concat(u32be(body.length + 8), bytesOf(type), body);
  };
  const full = (type: string, ...parts: Array<Uint8Array | number[]>) => box(type, [0, 0, 0, 0], ...parts);
  const frame = [0x12, 0x00, 0x0a, 0x0a];
  const exif = options.exif ? bytesOf(options.exif) : new Uint8Array(0);
  const build = (exifOffset: number) => {
    const itemInfo = options.exif
      ? [
          box(
            'iinf',
            [0, 0, 0, 0],
            u16be(1),
            box('infe', [2, 0, 0, 0], u16be(2), u16be(0), bytesOf('Exif'), [0]),
          ),
          box(
            'iloc',
            [0, 0, 0, 0],
            [0x44, 0x00],
            u16be(1),
            u16be(2),
            u16be(0),
            u16be(1),
            u32be(exifOffset),
            u32be(exif.length),
          ),
        ]
      : options.hostileIloc
        ? // Offsets and lengths of zero bytes, each of `hostileIloc` items with `extents` (65 535) of them, in
          // `ilocBoxes` location boxes (1 unless said).
          Array.from({ length: options.ilocBoxes ?? 1 }, () =>
            box(
              'iloc',
              [0, 0, 0, 0],
              [0x00, 0x00],
              u16be(options.hostileIloc!),
              ...Array.from({ length: options.hostileIloc! }, (_, n) =>
                concat(u16be(n + 2), u16be(0), u16be(options.extents ?? 0xffff)),
              ),
            ),
          )
        : [];
    const head = concat(
      box('ftyp', bytesOf('avif'), u32be(0), bytesOf('avifmif1miaf')),
      full(
        'meta',
        full('hdlr', u32be(0), bytesOf('pict'), new Uint8Array(13)),
        full('pitm', u16be(1)),
        ...itemInfo,
        box(
          'iprp',
          box('ipco', full('ispe', u32be(width), u32be(height))),
          full('ipma', u32be(1), u16be(1), [1, 0x81]),
        ),
      ),
    );
    return { head, file: concat(head, box('mdat', frame, exif)) };
  };
  const { head } = build(0);
  return build(head.length + 8 + frame.length).file;
}

export const HTML = bytesOf(
  '<!doctype html><html><body><script>alert(document.domain)</script></body></html>',
);
export const SVG = bytesOf(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** Whether `needle` (text) occurs in `bytes`. */
export function contains(bytes: Uint8Array, needle: string): boolean {
  const target = bytesOf(needle);
  outer: for (let i = 0; i + target.length <= bytes.length; i++) {
    for (let j = 0; j < target.length; j++) if (bytes[i + j] !== target[j]) continue outer;
    return true;
  }
  return false;
}
