ALTER TABLE "client_document_lines" ADD COLUMN "standard_code" text;--> statement-breakpoint
ALTER TABLE "client_document_lines" ADD COLUMN "standard_code_scheme" text;