import { type ImageType, inspectImage, MIME_OF } from './sniff';
import { hidesMarkup, stripMetadata } from './strip';

/** The largest image taken, read from its header before anything decodes it (decompression bombs). */
export const MAX_SIDE = 12_000;
export const MAX_PIXELS = 50_000_000;

/** A file taken into the library: what is stored (its metadata stripped), its type and dimensions. */
export interface AcceptedImage {
  stored: Uint8Array;
  type: ImageType;
  mime: string;
  width: number;
  height: number;
}

/** Why a file is not taken: not an accepted image, a broken or hostile one, or too many pixels. */
export type ImageRefusal =
  | { refused: 'unsupported' }
  | { refused: 'damaged'; why: string }
  | { refused: 'too-many-pixels'; width: number; height: number };

/**
 * The checks every file of the library passes, whoever brings it (an upload, the importer): recognised
 * by its bytes, its dimensions within bounds, no markup hidden in its metadata; then its metadata is
 * stripped.
 */
export function acceptImage(bytes: Uint8Array): AcceptedImage | ImageRefusal {
  const inspected = inspectImage(bytes);
  if ('refused' in inspected) return inspected;
  const { width, height } = inspected;
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    return { refused: 'too-many-pixels', width, height };
  if (hidesMarkup(bytes, inspected.metadata))
    return { refused: 'damaged', why: 'its metadata holds HTML or script (a polyglot file).' };
  return {
    stored: stripMetadata(bytes, inspected),
    type: inspected.type,
    mime: MIME_OF[inspected.type],
    width,
    height,
  };
}
