import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_MIN_SIDE } from '@app/domain/companies/company.schemas';
import type { MultipartFile } from '@fastify/multipart';
import { imageSize } from 'image-size';
import { fieldError } from '../../platform/http/errors';

// Raster formats only: an SVG logo could carry script into every page and PDF that shows it.
const ALLOWED = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
]);

/** Reads an uploaded logo and checks it is an image of at most 1 MB within the dimension bounds. */
export async function readLogo(
  file: MultipartFile | undefined,
): Promise<{ contentType: string; bytes: Buffer }> {
  if (!file) throw fieldError('file', 'required');
  const bytes = await file.toBuffer().catch(() => {
    throw fieldError('file', `max:${LOGO_MAX_BYTES / 1024}`);
  });
  if (file.file.truncated || bytes.length > LOGO_MAX_BYTES)
    throw fieldError('file', `max:${LOGO_MAX_BYTES / 1024}`);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw fieldError('file', 'image');
  }
  const contentType = ALLOWED.get(size.type ?? '');
  if (!contentType) throw fieldError('file', 'image');
  const sides = [size.width, size.height];
  if (sides.some((side) => side < LOGO_MIN_SIDE || side > LOGO_MAX_SIDE))
    throw fieldError('file', 'dimensions');
  return { contentType, bytes };
}
