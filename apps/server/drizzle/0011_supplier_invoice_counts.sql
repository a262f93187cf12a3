-- How many supplier invoices a company has, kept exact by statement-level triggers, so an unfiltered
-- list answers its count without counting the rows (as client documents do, migration 0007).
LOCK TABLE "supplier_invoices" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "supplier_invoice_counts" (
	"company_id" uuid PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"n" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION supplier_invoice_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO supplier_invoice_counts AS c (company_id, n)
  SELECT company_id, count(*) FROM new_rows GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION supplier_invoice_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE supplier_invoice_counts c SET n = c.n - o.n
  FROM (SELECT company_id, count(*) AS n FROM old_rows GROUP BY company_id) o
  WHERE c.company_id = o.company_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER supplier_invoice_counts_insert AFTER INSERT ON "supplier_invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_invoice_counts_add();--> statement-breakpoint
CREATE TRIGGER supplier_invoice_counts_delete AFTER DELETE ON "supplier_invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION supplier_invoice_counts_remove();--> statement-breakpoint
INSERT INTO "supplier_invoice_counts" SELECT company_id, count(*) FROM "supplier_invoices" GROUP BY 1;
