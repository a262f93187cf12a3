import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { assertStorable } from './text-boundary';

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The file of a multipart upload, or undefined when the form has none. Anything but a multipart
 * form answers 415; a form the parser cannot read (no boundary, cut short) answers 400 rather than
 * the parser's error; field names, file names and field values follow the text rule of every body.
 */
export async function uploadedFile(
  request: FastifyRequest,
  /** A route's own bound on the file's bytes, above the app-wide one (attachments). */
  limits?: { fileSize: number },
): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) throw new HttpError(415, 'common.errors.unsupported-media-type');
  let file: MultipartFile | undefined;
  try {
    file = await request.file(limits ? { limits } : undefined);
  } catch (error) {
    if (isClientError(error)) throw error;
    throw new HttpError(400, 'common.errors.bad-request');
  }
  if (!file) return undefined;
  assertStorable('file', file.fieldname);
  assertStorable('file', file.filename);
  for (const [name, field] of Object.entries(file.fields)) {
    assertStorable(name, name);
    const parts = Array.isArray(field) ? field : [field];
    for (const part of parts) {
      if (part && part.type === 'field' && typeof part.value === 'string') assertStorable(name, part.value);
    }
  }
  return file;
}
