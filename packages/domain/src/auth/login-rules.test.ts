import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth.schemas';
import { loginRuleErrors } from './login-rules';

/** The codes zod gives for each field, in the same shape as loginRuleErrors. */
function schemaErrors(values: { email: string; password: string }): Record<string, string> {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('login rules without the schema library', () => {
  it.each([
    { email: '', password: '' },
    { email: 'ana@firma.ro', password: 'x' },
    { email: ' ana@firma.ro ', password: 'x' },
    { email: 'ana@firma', password: 'x' },
    { email: 'ana.pop+facturi@firma-mea.ro', password: 'x'.repeat(256) },
    { email: `${'a'.repeat(250)}@x.ro`, password: 'x' },
    { email: 'not an e-mail', password: 'x' },
  ])('agree with loginSchema for %j', (values) => {
    expect(loginRuleErrors(values)).toEqual(schemaErrors(values));
  });
});
