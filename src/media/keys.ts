import type { ImageType } from './sniff';
import { EXTENSION_OF } from './sniff';

/**
 * Names in the `MEDIA` bucket. An upload's file key is `{uuid}.{ext}` (the extension of the type its
 * bytes were recognised as, never the uploaded name's); the original is `originals/{key}`, a size made of
 * it `sizes/{uuid}-{w}x{h}.{format}`. Nothing but these two folders is ever read, and only for keys D1
 * knows (src/media/serve.ts).
 */
export const newFileKey = (type: ImageType) => `${crypto.randomUUID()}.${EXTENSION_OF[type]}`;

export const originalKey = (fileKey: string) => `originals/${fileKey}`;

export const sizeKey = (uuid: string, width: number, height: number, format: string) =>
  `sizes/${uuid}-${width}x${height}.${format}`;

/** A file's path under /media: its uuid, the size asked for (none: the original) and the extension. */
export interface FilePath {
  uuid: string;
  size: { width: number; height: number } | null;
  extension: string;
}

const FILE_PATH =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(\d{1,5})x(\d{1,5}))?\.(jpg|png|gif|webp|avif)$/;

export function parseFilePath(name: string): FilePath | null {
  const match = FILE_PATH.exec(name);
  if (!match) return null;
  const [, uuid, width, height, extension] = match;
  return {
    uuid: uuid!,
    size: width && height ? { width: Number(width), height: Number(height) } : null,
    extension: extension!,
  };
}
