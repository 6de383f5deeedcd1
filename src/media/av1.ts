import { type Canvas, damaged } from './bytes';

/**
 * The frame size an AV1 bitstream announces: the `max_frame_width` and `max_frame_height` of each sequence
 * header among its units (OBUs). A decoder (dav1d, libaom) allocates its frames at that size whatever the
 * AVIF's `ispe` says.
 */
export function readAv1Units(b: Uint8Array, from: number, to: number, canvas: Canvas, count: () => void) {
  let i = from;
  while (i < to) {
    count();
    const header = b[i]!;
    const type = (header >> 3) & 15;
    let at = i + 1 + (header & 4 ? 1 : 0);
    let size = to - at;
    if (header & 2) [size, at] = leb128(b, at, to);
    if (at + size > to) damaged('An AV1 unit of the AVIF runs past its item.');
    if (type === OBU_SEQUENCE_HEADER) canvas.include(...maxFrameSize(b, at, at + size));
    i = at + size;
  }
}

const OBU_SEQUENCE_HEADER = 1;

/** AV1's unsigned LEB128 (at most 8 bytes): the value and where what follows it starts. */
function leb128(b: Uint8Array, from: number, to: number): [number, number] {
  let value = 0;
  for (let k = 0; k < 8; k++) {
    if (from + k >= to) break;
    const byte = b[from + k]!;
    value += (byte & 0x7f) * 2 ** (7 * k);
    if (!(byte & 0x80)) return [value, from + k + 1];
  }
  return damaged('An AV1 unit of the AVIF has a broken size.');
}

/** Reads bits most significant first, never past `to`. */
class Bits {
  private at: number;
  constructor(
    private readonly b: Uint8Array,
    from: number,
    private readonly to: number,
  ) {
    this.at = from * 8;
  }
  read(n: number): number {
    let value = 0;
    for (let k = 0; k < n; k++) {
      const byte = this.at >> 3;
      if (byte >= this.to) damaged('An AV1 sequence header of the AVIF is cut short.');
      value = value * 2 + ((this.b[byte]! >> (7 - (this.at & 7))) & 1);
      this.at += 1;
    }
    return value;
  }
  /** AV1's uvlc(): skipped, its value is not needed. */
  skipUvlc() {
    let zeros = 0;
    while (this.read(1) === 0) zeros += 1;
    if (zeros < 32) this.read(zeros);
  }
}

/** `sequence_header_obu()` of the AV1 specification (5.5.1) up to the frame size. */
function maxFrameSize(b: Uint8Array, from: number, to: number): [number, number] {
  const bits = new Bits(b, from, to);
  bits.read(4); // seq_profile, still_picture
  const reduced = bits.read(1);
  if (reduced)
    bits.read(5); // seq_level_idx[0]
  else {
    let decoderModel = 0;
    let delayBits = 0;
    if (bits.read(1)) {
      // timing_info()
      bits.read(64);
      if (bits.read(1)) bits.skipUvlc();
      decoderModel = bits.read(1);
      if (decoderModel) {
        delayBits = bits.read(5) + 1;
        bits.read(32 + 5 + 5);
      }
    }
    const initialDelay = bits.read(1);
    const points = bits.read(5) + 1;
    for (let n = 0; n < points; n++) {
      bits.read(12); // operating_point_idc
      if (bits.read(5) > 7) bits.read(1); // seq_level_idx, seq_tier
      if (decoderModel && bits.read(1)) bits.read(2 * delayBits + 1);
      if (initialDelay && bits.read(1)) bits.read(4);
    }
  }
  const widthBits = bits.read(4) + 1;
  const heightBits = bits.read(4) + 1;
  return [bits.read(widthBits) + 1, bits.read(heightBits) + 1];
}
