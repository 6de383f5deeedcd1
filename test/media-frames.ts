/**
 * Image files whose frames, items or bitstreams are larger than their header says (test/media-images.ts
 * makes the plain ones): the header bytes the upload reads, made to any extent, for the tests of what a
 * decoder would see (test/unit/media-extent.test.ts, test/http/media-upload.test.ts). No pixel data worth
 * decoding: only the GIF decodes (its frames are one pixel of LZW data on a canvas of any size).
 */
import { concat } from './media-images';

const bytesOf = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const u16le = (n: number) => [n & 255, (n >> 8) & 255];
const u24le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];
const u16be = (n: number) => [(n >> 8) & 255, n & 255];
const u32be = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const u32le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255, (n >>> 24) & 255];

/** A frame placed on a canvas: its offset and size. */
export interface Placed {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A GIF with a `width`×`height` logical screen and these frames (each with a graphic control extension,
 * as animations have), each one pixel of LZW data: decoders size their canvas by the frames.
 */
export function gifWithFrames(width: number, height: number, frames: Placed[]): Uint8Array {
  const frameBytes = new Uint8Array(frames.length * 23);
  for (const [n, f] of frames.entries()) {
    frameBytes.set(
      [
        ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0],
        ...[0x2c, ...u16le(f.left), ...u16le(f.top), ...u16le(f.width), ...u16le(f.height), 0],
        ...[0x02, 0x02, 0x44, 0x01, 0x00],
      ],
      n * 23,
    );
  }
  return concat(
    bytesOf('GIF89a'),
    [...u16le(width), ...u16le(height), 0x80, 0, 0],
    [255, 255, 255, 0, 0, 0],
    frameBytes,
    [0x3b],
  );
}

/** A VP8 (lossy) or VP8L (lossless) bitstream's header, announcing `width`×`height`. */
export interface Bitstream {
  lossless: boolean;
  width: number;
  height: number;
}

const webpChunk = (type: string, data: Uint8Array | number[]) =>
  concat(bytesOf(type), u32le(data.length), data, data.length % 2 ? [0] : []);

function bitstreamChunk(stream: Bitstream) {
  if (stream.lossless) {
    const bits = stream.width - 1 + (stream.height - 1) * 2 ** 14;
    return webpChunk('VP8L', [0x2f, ...u32le(bits)]);
  }
  return webpChunk('VP8 ', [0x10, 0, 0, 0x9d, 0x01, 0x2a, ...u16le(stream.width), ...u16le(stream.height)]);
}

/**
 * A WebP: a simple one (its bitstream alone), or an extended one with a `canvas` (VP8X), a still
 * bitstream and animation frames (ANMF: an offset, which WebP stores halved, a size and a bitstream).
 */
export function webpWith(options: {
  canvas?: { width: number; height: number };
  still?: Bitstream;
  frames?: Array<Placed & { stream: Bitstream }>;
}): Uint8Array {
  const frames = options.frames ?? [];
  const chunks = [
    options.canvas
      ? webpChunk('VP8X', [
          frames.length > 0 ? 0x02 : 0,
          0,
          0,
          0,
          ...u24le(options.canvas.width - 1),
          ...u24le(options.canvas.height - 1),
        ])
      : [],
    frames.length > 0 ? webpChunk('ANIM', [0, 0, 0, 0, 0, 0]) : [],
    options.still ? bitstreamChunk(options.still) : [],
    ...frames.map((f) =>
      webpChunk(
        'ANMF',
        concat(
          u24le(f.left / 2),
          u24le(f.top / 2),
          u24le(f.width - 1),
          u24le(f.height - 1),
          [100, 0, 0, 0],
          bitstreamChunk(f.stream),
        ),
      ),
    ),
  ];
  const body = concat(bytesOf('WEBP'), ...chunks);
  return concat(bytesOf('RIFF'), u32le(body.length), body);
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
const pngChunk = (type: string, data: Uint8Array | number[]) => {
  const body = concat(bytesOf(type), data);
  return concat(u32be(data.length), body, u32be(crc32(body)));
};

/** An animated PNG's headers: the IHDR's size, then a frame control chunk (fcTL) for each frame. */
export function apngWithFrames(width: number, height: number, frames: Placed[]): Uint8Array {
  return concat(
    bytesOf('\x89PNG\r\n\x1a\n'),
    pngChunk('IHDR', [...u32be(width), ...u32be(height), 8, 0, 0, 0, 0]),
    pngChunk('acTL', [...u32be(frames.length), ...u32be(0)]),
    ...frames.map((f, n) =>
      pngChunk('fcTL', [
        ...u32be(n),
        ...u32be(f.width),
        ...u32be(f.height),
        ...u32be(f.left),
        ...u32be(f.top),
        ...[0, 1, 0, 10, 0, 0],
      ]),
    ),
    pngChunk('IDAT', [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
    pngChunk('IEND', []),
  );
}

/** A JPEG's segments with one start-of-frame segment per size given (decoders read one; the check reads all). */
export function jpegWithFrames(sizes: Array<{ width: number; height: number }>): Uint8Array {
  const segment = (marker: number, body: number[]) => [0xff, marker, ...u16be(body.length + 2), ...body];
  return concat(
    [0xff, 0xd8],
    ...sizes.map((s) => segment(0xc0, [8, ...u16be(s.height), ...u16be(s.width), 1, 1, 0x11, 0])),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    [0x00, 0x00],
    [0xff, 0xd9],
  );
}

/** Bits, most significant first, as AV1 writes them. */
class BitWriter {
  private readonly bits: number[] = [];
  put(value: number, n: number) {
    for (let k = n - 1; k >= 0; k--) this.bits.push(Math.floor(value / 2 ** k) % 2);
    return this;
  }
  uvlc(value: number) {
    const zeros = Math.floor(Math.log2(value + 1));
    this.put(0, zeros).put(1, 1);
    return this.put(value + 1 - 2 ** zeros, zeros);
  }
  bytes(): number[] {
    // The trailing one bit and zeros of an OBU, then a byte the reader never reaches.
    this.put(1, 1);
    while (this.bits.length % 8) this.bits.push(0);
    const out: number[] = [];
    for (let i = 0; i < this.bits.length; i += 8)
      out.push(Number.parseInt(this.bits.slice(i, i + 8).join(''), 2));
    return [...out, 0];
  }
}

/** What precedes the frame size in an AV1 sequence header: reduced (still pictures) or full. */
export interface SequenceHeader {
  width: number;
  height: number;
  /** Bits of the width and height fields (at least what they need, at most 16). */
  widthBits: number;
  heightBits: number;
  reduced: boolean;
  timing?: { equalInterval?: number; decoderModel?: { delayBits: number } };
  initialDelay?: boolean;
  /** The operating points of a full header (1 to 32), each with its level (above 7: a tier bit follows). */
  operatingPoints?: number[];
}

/** An AV1 sequence header OBU (type 1, with its size), announcing `max_frame_width`×`max_frame_height`. */
export function av1SequenceHeader(h: SequenceHeader): number[] {
  const w = new BitWriter()
    .put(0, 3)
    .put(1, 1)
    .put(h.reduced ? 1 : 0, 1);
  if (h.reduced) w.put(8, 5);
  else {
    const model = h.timing?.decoderModel;
    w.put(h.timing ? 1 : 0, 1);
    if (h.timing) {
      w.put(1, 32)
        .put(25, 32)
        .put(h.timing.equalInterval === undefined ? 0 : 1, 1);
      if (h.timing.equalInterval !== undefined) w.uvlc(h.timing.equalInterval);
      w.put(model ? 1 : 0, 1);
      if (model)
        w.put(model.delayBits - 1, 5)
          .put(1, 32)
          .put(4, 5)
          .put(4, 5);
    }
    w.put(h.initialDelay ? 1 : 0, 1);
    const points = h.operatingPoints ?? [8];
    w.put(points.length - 1, 5);
    for (const level of points) {
      w.put(0, 12).put(level, 5);
      if (level > 7) w.put(1, 1);
      if (model) w.put(1, 1).put(3, model.delayBits).put(2, model.delayBits).put(0, 1);
      if (h.initialDelay) w.put(1, 1).put(9, 4);
    }
  }
  w.put(h.widthBits - 1, 4)
    .put(h.heightBits - 1, 4)
    .put(h.width - 1, h.widthBits)
    .put(h.height - 1, h.heightBits);
  const payload = w.bytes();
  const size = payload.length < 128 ? [payload.length] : [(payload.length & 127) | 128, payload.length >> 7];
  return [0x0a, ...size, ...payload];
}

/** An item of an AVIF: AV1 data (a temporal delimiter, then a sequence header) or a derived image. */
export type AvifItem =
  | { type: 'av01'; header: SequenceHeader }
  | { type: 'grid' | 'iovl'; width: number; height: number; wide?: boolean };

/**
 * A still AVIF whose `ispe` properties, AV1 items and derived images (a grid, an overlay) have the sizes
 * given; each item's data in `mdat` (or in `idat`, `inIdat`), placed by `iloc`. `configObus` puts a
 * sequence header in the `av1C` property too; `tracks` adds an image sequence's `moov` box.
 */
export function avifWith(options: {
  ispe: Array<{ width: number; height: number }>;
  items?: AvifItem[];
  inIdat?: boolean;
  configObus?: SequenceHeader;
  tracks?: boolean;
}): Uint8Array {
  const box = (type: string, ...parts: Array<Uint8Array | number[]>) => {
    const body = concat(...parts);
    return concat(u32be(body.length + 8), bytesOf(type), body);
  };
  const full = (type: string, version: number, ...parts: Array<Uint8Array | number[]>) =>
    box(type, [version, 0, 0, 0], ...parts);
  const items = options.items ?? [];
  const dataOf = (item: AvifItem): number[] => {
    if (item.type === 'av01') return [0x12, 0x00, ...av1SequenceHeader(item.header)];
    const size = item.wide
      ? [...u32be(item.width), ...u32be(item.height)]
      : [...u16be(item.width), ...u16be(item.height)];
    return item.type === 'grid'
      ? [0, item.wide ? 1 : 0, 0, 0, ...size]
      : [0, item.wide ? 1 : 0, ...Array(8).fill(0), ...size];
  };
  const data = items.map(dataOf);
  const build = (mdatStart: number) => {
    let offset = options.inIdat ? 0 : mdatStart;
    const locations = data.map((bytes, n) => {
      const entry = concat(
        u16be(n + 1),
        u16be(options.inIdat ? 1 : 0),
        u16be(0),
        u16be(1),
        u32be(offset),
        u32be(bytes.length),
      );
      offset += bytes.length;
      return entry;
    });
    const head = concat(
      box('ftyp', bytesOf(options.tracks ? 'avis' : 'avif'), u32be(0), bytesOf('avifmif1miaf')),
      full(
        'meta',
        0,
        full('hdlr', 0, u32be(0), bytesOf('pict'), new Uint8Array(13)),
        full('pitm', 0, u16be(1)),
        full('iloc', 1, [0x44, 0x00], u16be(items.length), ...locations),
        full(
          'iinf',
          0,
          u16be(items.length),
          ...items.map((item, n) => full('infe', 2, u16be(n + 1), u16be(0), bytesOf(item.type), [0])),
        ),
        options.inIdat ? box('idat', ...data) : [],
        box(
          'iprp',
          box(
            'ipco',
            box(
              'av1C',
              [0x81, 0x00, 0x0c, 0x00],
              options.configObus ? av1SequenceHeader(options.configObus) : [],
            ),
            ...options.ispe.map((s) => full('ispe', 0, u32be(s.width), u32be(s.height))),
          ),
          full('ipma', 0, u32be(1), u16be(1), [1, 0x81]),
        ),
      ),
      options.tracks ? box('moov', full('mvhd', 0, new Uint8Array(96))) : [],
    );
    return concat(head, box('mdat', ...(options.inIdat ? [] : data), [0x12, 0x00]));
  };
  const head = build(0).length - (options.inIdat ? 0 : data.reduce((n, d) => n + d.length, 0)) - 2 - 8;
  return build(head + 8);
}
