import type { FieldError } from 'react-hook-form';

/**
 * The error of a list itself (too few rows, BR-025), not of one of its rows: react-hook-form keeps
 * it on the list, or under `root` once the list has rows with errors.
 */
export function listError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const node = error as { root?: FieldError; message?: string };
  if (node.root) return node.root;
  return typeof node.message === 'string' && node.message !== '' ? (node as FieldError) : undefined;
}
