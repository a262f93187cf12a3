import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a domain schema. Schemas wrapped in refine() by the domain package
 * expose `unknown` as their input type, so the form names its own values type; the output stays exact.
 * Zod's messages are already rule codes, which the fields translate when they show them.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver(schema as z.ZodType<TOutput, TValues>) as Resolver<TValues, unknown, TOutput>;
}
