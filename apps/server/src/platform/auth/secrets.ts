import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from './auth.tables';

/** Reads a named secret, creating it once; concurrent first starts agree on the stored value. */
export async function loadSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} missing`);
  return Buffer.from(row.value, 'base64');
}
