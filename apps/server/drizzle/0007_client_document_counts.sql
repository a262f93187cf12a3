-- How many documents of each kind a company has, kept exact by statement-level triggers, so an
-- unfiltered list answers its count without counting the rows (kind and company never change).
LOCK TABLE "client_documents" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "client_document_counts" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"n" bigint NOT NULL,
	PRIMARY KEY ("company_id", "kind")
);--> statement-breakpoint
CREATE FUNCTION client_document_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_document_counts AS c (company_id, kind, n)
  SELECT company_id, kind, count(*) FROM new_rows GROUP BY company_id, kind
  ON CONFLICT (company_id, kind) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION client_document_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_document_counts c SET n = c.n - o.n
  FROM (SELECT company_id, kind, count(*) AS n FROM old_rows GROUP BY company_id, kind) o
  WHERE c.company_id = o.company_id AND c.kind = o.kind;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER client_document_counts_insert AFTER INSERT ON "client_documents"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION client_document_counts_add();--> statement-breakpoint
CREATE TRIGGER client_document_counts_delete AFTER DELETE ON "client_documents"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION client_document_counts_remove();--> statement-breakpoint
INSERT INTO "client_document_counts" SELECT company_id, kind, count(*) FROM "client_documents" GROUP BY 1, 2;
