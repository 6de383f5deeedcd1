import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectImage } from '../../src/media/sniff';
import { stripMetadata } from '../../src/media/strip';
import { property } from '../fuzz/scale';
import { avif, EXIF_GPS, gif, jpeg, png, webp } from '../media-images';

let samples: Uint8Array[];

beforeAll(async () => {
  samples = [
    jpeg(33, 17, { exif: EXIF_GPS, comment: 'c' }),
    await png(9, 5, { text: 'gps' }),
    gif(7, 3, { comment: 'hello' }),
    webp(12, 8, { exif: EXIF_GPS }),
    avif(20, 10, { exif: EXIF_GPS }),
  ];
});

describe('inspectImage on hostile bytes', () => {
  it('reads each accepted sample, and strips it into a file it reads again the same', () => {
    for (const sample of samples) {
      const inspected = inspectImage(sample);
      if ('refused' in inspected) throw new Error(JSON.stringify(inspected));
      const again = inspectImage(stripMetadata(sample, inspected));
      expect(again).toMatchObject({ type: inspected.type, width: inspected.width, height: inspected.height });
    }
  });

  it('refuses every cut of a sample (a 4xx, never an exception)', () => {
    for (const sample of samples) {
      for (let length = 0; length < sample.length; length++) {
        const result = inspectImage(sample.slice(0, length));
        expect('refused' in result, `${length}/${sample.length}`).toBe(true);
      }
    }
  });

  it('never throws on changed bytes: it answers an image or a refusal', () => {
    fc.assert(
      fc.property(
        fc.nat(samples.length - 1),
        fc.array(fc.tuple(fc.nat(), fc.nat(255)), { minLength: 1, maxLength: 8 }),
        (which, changes) => {
          const bytes = samples[which]!.slice();
          for (const [at, value] of changes) bytes[at % bytes.length] = value;
          const result = inspectImage(bytes);
          if (!('refused' in result)) expect(result.width * result.height).toBeGreaterThan(0);
          if (!('refused' in result)) expect(() => stripMetadata(bytes, result)).not.toThrow();
        },
      ),
      property(2000),
    );
  });
});
