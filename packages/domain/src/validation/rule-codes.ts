import { z } from 'zod';

/**
 * Zod's messages become the spec's field rule codes ("required", "max:50", "email", ...), so the
 * server's 422 answers and the web forms speak the same short codes, translated only at display.
 */
export function ruleCodeFor(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'required';
      const expected = String(issue.expected);
      if (expected === 'int') return 'integer';
      if (expected === 'number') return 'numeric';
      return expected;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' && min === 1) return 'required';
      if (issue.origin === 'array' && min === 1) return 'required';
      if (issue.origin === 'number' && issue.inclusive === false) return `gt:${min}`;
      return `min:${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'number' && issue.inclusive === false) return `lt:${max}`;
      return `max:${max}`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'email' : 'invalid';
    case 'invalid_value':
      // A missing enum or literal field arrives here, not as invalid_type; it is still "required".
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    default:
      return 'invalid';
  }
}

let installed = false;

/** Installs the rule-code messages once per process (server and browser both call it). */
export function installRuleCodes(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => ruleCodeFor(issue) });
}

installRuleCodes();

export type FieldErrors = Record<string, string[]>;

/** Groups issues by dotted field path, keeping the order the rules were checked in. */
export function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** Rule code of a text holding a NUL character or half of a UTF-16 surrogate pair. */
export const INVALID_CHARACTERS = 'invalid_characters';

// NUL: PostgreSQL text refuses it. A lone surrogate: no UTF-8 form, so text and jsonb refuse it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds a character no text column can store (see INVALID_CHARACTERS). */
export const hasInvalidCharacters = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);
