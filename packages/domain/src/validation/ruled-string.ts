import { z } from 'zod';
import './rule-codes';

/**
 * A string checked by one function returning rule codes. Used where only the first failing rule
 * should show (an empty e-mail is "required", not also "email"); zod's abort option would do the
 * same but also stops the object-level "same:password" check.
 */
export function ruledString(rules: (value: string) => string | null) {
  return z
    .string()
    .trim()
    .check((ctx) => {
      const code = rules(ctx.value);
      if (code) ctx.issues.push({ code: 'custom', message: code, input: ctx.value });
    });
}
