import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase } from '../db/client';
import { startEmbeddedDatabase } from '../db/embedded';
import { runMigrations } from '../db/migrate';

// Every test file starts from a database with all migrations applied. Building one from nothing
// (PGlite's initdb, then the migrations) costs seconds on a busy machine; copying a migrated one
// costs a fraction. The copy is named after the migrations' contents, so a new or changed migration
// makes a new one and a stale copy is never used.

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const CACHE_FOLDER = fileURLToPath(new URL('../../../../node_modules/.cache/test-database', import.meta.url));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

let fingerprint: string | undefined;
/** A short hash of every migration file's name and contents. */
export function migrationsFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  for (const file of filesUnder(MIGRATIONS_FOLDER)) {
    hash.update(path.relative(MIGRATIONS_FOLDER, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  fingerprint = hash.digest('hex').slice(0, 16);
  return fingerprint;
}

/**
 * The data folder of a migrated embedded database, as the image PGlite starts from. Built once per
 * set of migrations and kept under node_modules/.cache; written whole then renamed, so a file that
 * runs at the same time either reads a complete image or builds its own.
 */
let embeddedImage: Promise<Blob> | undefined;

export function migratedEmbeddedImage(): Promise<Blob> {
  // Read once per process: the API tier's files share one worker.
  embeddedImage ??= loadOrBuildEmbeddedImage().catch((error) => {
    embeddedImage = undefined;
    throw error;
  });
  return embeddedImage;
}

/** Applies every migration to the database at `url`. */
async function migrateAt(url: string): Promise<void> {
  const database = createDatabase(url, 1);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
}

async function loadOrBuildEmbeddedImage(): Promise<Blob> {
  const file = path.join(CACHE_FOLDER, `pglite-${migrationsFingerprint()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const embedded = await startEmbeddedDatabase(null);
  try {
    await migrateAt(embedded.url);
    const image = await embedded.dumpImage();
    mkdirSync(CACHE_FOLDER, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    return image;
  } finally {
    await embedded.stop();
  }
}

const DUPLICATE_DATABASE = '42P04';
const OBJECT_IN_USE = '55006';

/** One statement on the server's admin database, on a connection of its own. */
export async function adminQuery(adminUrl: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A statement that needs nobody connected to a database: a backend we just closed may still be
 * ending, so "in use" is retried while it goes (a bounded number of times).
 */
async function whenUnused(adminUrl: string, sql: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, sql);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
      await adminQuery(adminUrl, 'SELECT pg_sleep(0.1)');
    }
  }
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a migrated template database on the server of adminUrl, made when missing: built under
 * a name of its own, then renamed, so concurrent runs never copy a half-migrated one.
 */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const template = `test_template_${migrationsFingerprint()}`;
  const found = await adminQuery(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${template}'`);
  if (found.rowCount) return template;
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${building}`);
  try {
    await migrateAt(withDatabase(adminUrl, building));
    await whenUnused(adminUrl, `ALTER DATABASE ${building} RENAME TO ${template}`);
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    // Another run renamed its copy first: use that one.
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  }
  return template;
}

/** Creates database `name` as a copy of the migrated template. */
export async function createMigratedPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const template = await migratedPostgresTemplate(adminUrl);
  await whenUnused(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return withDatabase(adminUrl, name);
}
