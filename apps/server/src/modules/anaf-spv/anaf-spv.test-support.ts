import { createCompany } from '../../testing/company-fixture';
import type { TestClient } from '../../testing/test-client';

let next = 3100000 + Math.floor(Math.random() * 100000) * 10;

/** A CUI with a valid check digit, different on every call (the registry simulator knows them all). */
export function freshCui(): string {
  const body = String(next++);
  const weights = [7, 5, 3, 2, 1, 7, 5, 3, 2].slice(-body.length);
  const sum = [...body].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index] as number),
    0,
  );
  const check = ((sum * 10) % 11) % 10;
  return `${body}${check}`;
}

/** A company of its own CUI for the signed-in account, so no two tests share a CUI's connection. */
export async function addCompanyWithCui(
  client: TestClient,
  cui = freshCui(),
): Promise<{ companyId: string; cui: string }> {
  const companyId = await createCompany(client, {
    businessId: cui,
    legalName: `Firma ${cui} SRL`,
    vatPayer: true,
  });
  return { companyId, cui };
}
