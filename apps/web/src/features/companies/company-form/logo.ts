import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_MIN_SIDE } from '@app/domain/companies/company.schemas';

/** Types offered by the file picker; the server decides in the end (rule "image"). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The server's rule codes for the file (422 errors.file), checked here first to spare an upload. */
export type LogoProblem = 'image' | 'max:1024' | 'dimensions';

export function logoProblem(
  file: { type: string; size: number },
  size: { width: number; height: number } | null,
): LogoProblem | null {
  if (!file.type.startsWith('image/')) return 'image';
  if (file.size > LOGO_MAX_BYTES) return 'max:1024';
  if (size === null) return 'image';
  const sides = [size.width, size.height];
  if (sides.some((side) => side < LOGO_MIN_SIDE || side > LOGO_MAX_SIDE)) return 'dimensions';
  return null;
}

/** The i18n key of a file rule code ("max:1024" -> companies.logo.errors.max). */
export function logoProblemKey(code: string): string {
  const name = code.split(':')[0] ?? code;
  return ['image', 'max', 'dimensions', 'required'].includes(name)
    ? `companies.logo.errors.${name}`
    : 'companies.logo.errors.invalid';
}

/** Width and height of an image file, or null when the browser cannot decode it. */
export function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
  });
}
