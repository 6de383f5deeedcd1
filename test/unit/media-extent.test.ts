import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptImage, MAX_PIXELS, MAX_SIDE } from '../../src/media/accept';
import { inspectImage } from '../../src/media/sniff';
import { property } from '../fuzz/scale';
import {
  type AvifItem,
  apngWithFrames,
  avifWith,
  type Bitstream,
  gifWithFrames,
  jpegWithFrames,
  type Placed,
  type SequenceHeader,
  webpWith,
} from '../media-frames';

/** What the upload answers for a file whose decoders' canvas is `width`×`height` (the reference). */
function expectedVerdict(width: number, height: number) {
  if (width === 0 || height === 0) return 'damaged';
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    return `too large ${width}×${height}`;
  return `accepted ${width}×${height}`;
}

function verdictOf(bytes: Uint8Array) {
  const result = acceptImage(bytes);
  if (!('refused' in result)) return `accepted ${result.width}×${result.height}`;
  if (result.refused === 'too-many-pixels') return `too large ${result.width}×${result.height}`;
  return result.refused;
}

/** The union of rectangles from the origin: what a decoder that grows its canvas to every frame allocates. */
const union = (...boxes: Array<{ right: number; bottom: number }>) => ({
  width: Math.max(0, ...boxes.map((b) => b.right)),
  height: Math.max(0, ...boxes.map((b) => b.bottom)),
});
const placed = (f: Placed) => ({ right: f.left + f.width, bottom: f.top + f.height });
const sized = (s: { width: number; height: number }) => ({ right: s.width, bottom: s.height });

describe('the upload reads every frame, item and bitstream, not only the header (decompression bombs)', () => {
  it('a GIF: the canvas is the screen and every frame (a 400×400 screen, one 8000×8000 frame: 64 MP)', () => {
    expect(verdictOf(gifWithFrames(400, 400, [{ left: 0, top: 0, width: 8000, height: 8000 }]))).toBe(
      'too large 8000×8000',
    );
    expect(verdictOf(gifWithFrames(400, 400, [{ left: 0, top: 0, width: 13_000, height: 400 }]))).toBe(
      'too large 13000×400',
    );
    // A frame placed far out counts by where it ends; a later frame as much as the first.
    const frames = [
      { left: 0, top: 0, width: 10, height: 10 },
      { left: 11_995, top: 20, width: 10, height: 10 },
    ];
    expect(verdictOf(gifWithFrames(400, 400, frames))).toBe('too large 12005×400');
    expect(verdictOf(gifWithFrames(400, 300, [{ left: 50, top: 0, width: 500, height: 10 }]))).toBe(
      'accepted 550×300',
    );
  });

  it('a WebP: the canvas, every animation frame (offset and size) and every bitstream', () => {
    const small = { lossless: true, width: 1, height: 1 };
    const frame = (left: number, width: number, stream: Bitstream = small) => ({
      left,
      top: 0,
      width,
      height: 10,
      stream,
    });
    const canvas = { width: 100, height: 100 };
    expect(verdictOf(webpWith({ canvas, frames: [frame(11_990, 20)] }))).toBe('too large 12010×100');
    expect(
      verdictOf(webpWith({ canvas, frames: [frame(0, 10, { lossless: false, width: 16_000, height: 5 })] })),
    ).toBe('too large 16000×100');
    expect(verdictOf(webpWith({ canvas, still: { lossless: true, width: 9000, height: 9000 } }))).toBe(
      'too large 9000×9000',
    );
    expect(verdictOf(webpWith({ still: { lossless: false, width: 640, height: 480 } }))).toBe(
      'accepted 640×480',
    );
  });

  it('an AVIF: every ispe, every AV1 sequence header (in items and in av1C) and every grid or overlay', () => {
    const ispe = [{ width: 100, height: 100 }];
    const header = (width: number, height: number, more: Partial<SequenceHeader> = {}): SequenceHeader => ({
      width,
      height,
      widthBits: 16,
      heightBits: 16,
      reduced: true,
      ...more,
    });
    const av01 = (h: SequenceHeader): AvifItem => ({ type: 'av01', header: h });
    expect(verdictOf(avifWith({ ispe: [...ispe, { width: 8000, height: 8000 }] }))).toBe(
      'too large 8000×8000',
    );
    expect(verdictOf(avifWith({ ispe, items: [av01(header(8000, 8000))] }))).toBe('too large 8000×8000');
    expect(verdictOf(avifWith({ ispe, items: [av01(header(100, 100)), av01(header(20_000, 10))] }))).toBe(
      'too large 20000×100',
    );
    const full = header(9000, 7000, {
      reduced: false,
      timing: { equalInterval: 5, decoderModel: { delayBits: 10 } },
      initialDelay: true,
      operatingPoints: [3, 9, 12],
    });
    expect(verdictOf(avifWith({ ispe, items: [av01(full)] }))).toBe('too large 9000×7000');
    expect(verdictOf(avifWith({ ispe, items: [av01(full)], inIdat: true }))).toBe('too large 9000×7000');
    expect(verdictOf(avifWith({ ispe, configObus: header(12_001, 1) }))).toBe('too large 12001×100');
    expect(verdictOf(avifWith({ ispe, items: [{ type: 'grid', width: 30_000, height: 20 }] }))).toBe(
      'too large 30000×100',
    );
    expect(
      verdictOf(avifWith({ ispe, items: [{ type: 'iovl', width: 20, height: 70_000, wide: true }] })),
    ).toBe('too large 100×70000');
    expect(verdictOf(avifWith({ ispe, items: [av01(header(100, 90))] }))).toBe('accepted 100×100');
  });

  it('an AVIF image sequence (tracks, whose frames are not read) is refused', () => {
    const result = inspectImage(avifWith({ ispe: [{ width: 10, height: 10 }], tracks: true }));
    expect(result).toMatchObject({ refused: 'damaged', why: expect.stringMatching(/image sequence/) });
  });

  it('an animated PNG: every frame control chunk; a JPEG: every frame header', () => {
    expect(verdictOf(apngWithFrames(100, 100, [{ left: 0, top: 11_950, width: 100, height: 100 }]))).toBe(
      'too large 100×12050',
    );
    expect(
      verdictOf(
        jpegWithFrames([
          { width: 10, height: 10 },
          { width: 30_000, height: 10 },
        ]),
      ),
    ).toBe('too large 30000×10');
  });

  it('a file of a million blocks is refused after the first few thousand, at once', () => {
    const frames = Array.from({ length: 200_000 }, () => ({ left: 0, top: 0, width: 1, height: 1 }));
    const many = gifWithFrames(1, 1, frames);
    const started = performance.now();
    const result = inspectImage(many);
    expect(result).toMatchObject({
      refused: 'damaged',
      why: expect.stringMatching(/more than 50000 blocks/),
    });
    // Generous for a loaded machine: the walk stops at the bound (a few ms alone).
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

// ---------------------------------------------------------------------------------------------
// The property: for headers of every format with random extents and frames, the verdict is the reference's.

const side = fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 20_000 }));
const offset = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 }));
const placedFrame = (max: number) =>
  fc.record({
    left: fc.oneof(fc.constant(0), fc.integer({ min: 0, max })),
    top: fc.oneof(fc.constant(0), fc.integer({ min: 0, max })),
    width: side,
    height: side,
  });

const gifCase = fc
  .record({
    width: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 65_535 }), side),
    height: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 65_535 }), side),
    frames: fc.array(
      fc.record({
        left: fc.oneof(offset, fc.integer({ min: 0, max: 65_535 })),
        top: fc.oneof(offset, fc.integer({ min: 0, max: 65_535 })),
        width: fc.oneof(fc.constant(0), side, fc.integer({ min: 0, max: 65_535 })),
        height: fc.oneof(fc.constant(0), side, fc.integer({ min: 0, max: 65_535 })),
      }),
      { maxLength: 4 },
    ),
  })
  .map(({ width, height, frames }) => ({
    bytes: gifWithFrames(width, height, frames),
    expected: union(sized({ width, height }), ...frames.map(placed)),
  }));

const bitstream = fc.oneof(
  fc.record({
    lossless: fc.constant(true),
    width: fc.integer({ min: 1, max: 16_384 }),
    height: fc.integer({ min: 1, max: 16_384 }),
  }),
  fc.record({
    lossless: fc.constant(false),
    width: fc.integer({ min: 0, max: 16_383 }),
    height: fc.integer({ min: 0, max: 16_383 }),
  }),
  fc.record({
    lossless: fc.boolean(),
    width: fc.integer({ min: 1, max: 200 }),
    height: fc.integer({ min: 1, max: 200 }),
  }),
);
const even = (arb: fc.Arbitrary<number>) => arb.map((n) => n - (n % 2));
const webpCase = fc
  .record({
    canvas: fc.option(fc.record({ width: side, height: side })),
    still: fc.option(bitstream),
    frames: fc.array(
      fc.record({ left: even(offset), top: even(offset), width: side, height: side, stream: bitstream }),
      { maxLength: 3 },
    ),
  })
  .filter((c) => c.canvas !== null || (c.frames.length === 0 && c.still !== null))
  .map(({ canvas, still, frames }) => ({
    bytes: webpWith({ canvas: canvas ?? undefined, still: still ?? undefined, frames }),
    expected: union(
      ...(canvas ? [sized(canvas)] : []),
      ...(still ? [sized(still)] : []),
      ...frames.flatMap((f) => [
        placed(f),
        { right: f.left + f.stream.width, bottom: f.top + f.stream.height },
      ]),
    ),
  }));

const sequenceHeader: fc.Arbitrary<SequenceHeader> = fc
  .record({
    width: fc.oneof(side, fc.integer({ min: 1, max: 65_536 })),
    height: fc.oneof(side, fc.integer({ min: 1, max: 65_536 })),
    extraBits: fc.nat(16),
    reduced: fc.boolean(),
    timing: fc.option(
      fc.record({
        equalInterval: fc.option(fc.nat(5000), { nil: undefined }),
        decoderModel: fc.option(fc.record({ delayBits: fc.integer({ min: 1, max: 32 }) }), {
          nil: undefined,
        }),
      }),
      { nil: undefined },
    ),
    initialDelay: fc.boolean(),
    operatingPoints: fc.array(fc.nat(31), { minLength: 1, maxLength: 32 }),
  })
  .map(({ extraBits, ...h }) => {
    const bits = (n: number) => Math.min(16, Math.max(1, Math.ceil(Math.log2(n))) + (extraBits % 3));
    return { ...h, widthBits: bits(h.width), heightBits: bits(h.height) };
  });
const avifItem: fc.Arbitrary<AvifItem> = fc.oneof(
  sequenceHeader.map((header) => ({ type: 'av01' as const, header })),
  fc.record({
    type: fc.constantFrom('grid' as const, 'iovl' as const),
    width: side,
    height: side,
    wide: fc.boolean(),
  }),
);
const avifCase = fc
  .record({
    ispe: fc.array(fc.record({ width: fc.oneof(side, fc.nat()), height: fc.oneof(side, fc.nat()) }), {
      maxLength: 3,
    }),
    items: fc.array(avifItem, { maxLength: 3 }),
    inIdat: fc.boolean(),
    configObus: fc.option(sequenceHeader, { nil: undefined }),
  })
  .map((c) => ({
    bytes: avifWith(c),
    expected: union(
      ...c.ispe.map(sized),
      ...c.items.map((item) => sized(item.type === 'av01' ? item.header : item)),
      ...(c.configObus ? [sized(c.configObus)] : []),
    ),
  }));

const apngCase = fc
  .record({
    width: fc.oneof(side, fc.nat()),
    height: fc.oneof(side, fc.nat()),
    frames: fc.array(placedFrame(20_000), { maxLength: 3 }),
  })
  .map(({ width, height, frames }) => ({
    bytes: apngWithFrames(width, height, frames),
    // A PNG without a size in its header is broken, whatever its frames say.
    expected: width && height ? union(sized({ width, height }), ...frames.map(placed)) : union(),
  }));

const jpegCase = fc
  .array(fc.record({ width: fc.oneof(side, fc.integer({ min: 1, max: 65_535 })), height: side }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((sizes) => ({ bytes: jpegWithFrames(sizes), expected: union(...sizes.map(sized)) }));

describe('the verdict on random extents equals the reference computation', () => {
  it.each([
    ['GIF', gifCase],
    ['WebP', webpCase],
    ['AVIF', avifCase],
    ['animated PNG', apngCase],
    ['JPEG', jpegCase],
  ] as const)('%s', (_, cases) => {
    fc.assert(
      fc.property(cases, ({ bytes, expected }) => {
        const started = performance.now();
        expect(verdictOf(bytes)).toBe(expectedVerdict(expected.width, expected.height));
        expect(performance.now() - started).toBeLessThan(200);
      }),
      property(1500, 36),
    );
  });
});
