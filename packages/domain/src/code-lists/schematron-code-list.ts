/**
 * The codes an EN 16931 Schematron rule accepts, read from its assert's `contains(' A B C ', ...)`
 * list (commented-out rules are ignored). Pure text work, so the generator script and the tests
 * that keep our constants in step with the official file can share it.
 */
export function schematronCodeList(schematron: string, ruleId: string): string[] {
  const active = schematron.replace(/<!--[\s\S]*?-->/g, '');
  const assert = active.match(new RegExp(`<assert\\s+test="([^"]*)"\\s+id="${ruleId}"`));
  const list = assert?.[1]?.match(/contains\(\s*'([^']*)'/)?.[1];
  if (list === undefined) throw new Error(`no code list for rule ${ruleId}`);
  return list.trim().split(/\s+/);
}
