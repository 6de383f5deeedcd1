import { ApiError } from '../http/errors';
import { type ImageRefusal, MAX_PIXELS, MAX_SIDE } from './accept';

/** Why a file is not taken into the library, as the API answers it (`POST /media`, a submission's image). */

export const unsupported = () =>
  new ApiError(
    415,
    'rest_upload_unsupported_type',
    'The file is not a JPEG, PNG, GIF, WebP or AVIF image (its bytes were read; its name and declared type are not believed). SVG is not accepted.',
  );

export const damagedFile = (why: string) =>
  new ApiError(422, 'rest_upload_damaged_file', `The image cannot be accepted: ${why}`);

export const tooManyPixels = (width: number, height: number) =>
  new ApiError(
    422,
    'rest_upload_too_many_pixels',
    `The image is ${width}×${height} pixels: at most ${MAX_SIDE} on a side and ${MAX_PIXELS / 1_000_000} megapixels are accepted.`,
    { width, height, max_side: MAX_SIDE, max_pixels: MAX_PIXELS },
  );

/** The error of a refusal of `acceptImage`. */
export function refusalError(refusal: ImageRefusal): ApiError {
  if (refusal.refused === 'unsupported') return unsupported();
  if (refusal.refused === 'damaged') return damagedFile(refusal.why);
  return tooManyPixels(refusal.width, refusal.height);
}

export const noBucket = () =>
  new ApiError(503, 'rest_media_unavailable', 'The media library has no storage (the MEDIA R2 binding).');
