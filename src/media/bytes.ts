/**
 * What the readers of uploads (./sniff.ts, ./sniff-avif.ts) share: numbers read from bytes, the refusal of
 * a broken or hostile file, the bound on the blocks a file may have, and the canvas its frames make.
 */

/** A byte range of the file: [start, end). */
export interface Span {
  start: number;
  end: number;
}

export class Damaged extends Error {}
export const damaged = (why: string): never => {
  throw new Damaged(why);
};

export const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
export const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
export const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
export const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
export const u32le = (b: Uint8Array, i: number) =>
  ((b[i + 3]! << 24) >>> 0) + ((b[i + 2]! << 16) | (b[i + 1]! << 8) | b[i]!);
export const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

export function need(b: Uint8Array, end: number) {
  if (end > b.length) damaged('The file ends before its image does (truncated).');
}

/**
 * Far more blocks (JPEG segments, PNG and WebP chunks, GIF frames and extensions, AVIF boxes and AV1 units)
 * than an image has, even an animation of thousands of frames. Every block can be metadata to check and
 * strip: a 10 MB file of 3-byte GIF comments is 3 million of them, seconds of work. Past the bound the file
 * is refused without reading further.
 */
export const MAX_BLOCKS = 50_000;

/** A counter of a file's blocks: call it once per block; it refuses the file past MAX_BLOCKS. */
export function blockCounter(): () => void {
  let left = MAX_BLOCKS;
  return () => {
    left -= 1;
    if (left < 0) {
      damaged(
        `The file has more than ${MAX_BLOCKS} blocks (frames, chunks, segments): it is refused unread.`,
      );
    }
  };
}

/**
 * The canvas decoders allocate: as wide and as tall as the farthest edge of anything the file places on it
 * (a GIF's screen and frames, a WebP's canvas, frames and bitstreams, every image of an AVIF). Decoders
 * differ in which of these they believe (libvips grows a GIF's canvas to its first frame, libwebp refuses
 * frames past the canvas, libheif decodes an AV1 frame at the size its bitstream says): the largest counts.
 */
export class Canvas {
  width = 0;
  height = 0;
  include(right: number, bottom: number) {
    this.width = Math.max(this.width, right);
    this.height = Math.max(this.height, bottom);
  }
}
