import type { Database } from '../../../db/client';

/**
 * `count` copies of an issued invoice with their own numbers (the template's series number with
 * "-1", "-2"... appended, so each is another invoice for ANAF), made in SQL: the fault-injection
 * run and the sending benchmark need a thousand issued invoices in seconds, not a thousand
 * publications. Lines are copied too, so each copy's XML is written by the product's writer.
 */
export async function issuedCopies(database: Database, templateId: string, count: number): Promise<string[]> {
  return database.transaction(async (tx) => {
    const copies = await tx.client.query<{ id: string }>(
      `insert into client_documents
       select (jsonb_populate_record(null::client_documents, to_jsonb(d) || jsonb_build_object(
         'id', gen_random_uuid(),
         'number', d.number || '-' || g,
         'series_number', d.series_number || '-' || g,
         'efactura_status', null,
         'efactura_send_after', null))).*
       from client_documents d, generate_series(1, $2::int) g
       where d.id = $1
       returning id`,
      [templateId, count],
    );
    const ids = copies.rows.map((row) => row.id);
    await tx.client.query(
      `insert into client_document_lines
       select (jsonb_populate_record(null::client_document_lines, to_jsonb(l) || jsonb_build_object(
         'id', gen_random_uuid(), 'document_id', c.id))).*
       from client_document_lines l, unnest($2::uuid[]) as c(id)
       where l.document_id = $1`,
      [templateId, ids],
    );
    return ids;
  });
}
