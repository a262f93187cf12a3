CREATE TABLE "anaf_spv_connections" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"cif" text NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone,
	"certificate_expires_at" date,
	"certificate_notices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activated_at" timestamp with time zone,
	"activated_by_user_id" uuid,
	"activated_by_accountant" text,
	"status_since" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"last_error" text,
	"auto_send_after_hours" integer,
	"synced_until" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efactura_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_document_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"status" text DEFAULT 'intended' NOT NULL,
	"cif" text NOT NULL,
	"xml" text NOT NULL,
	"xml_sha256" text NOT NULL,
	"upload_index" text,
	"download_id" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upload_tries" integer DEFAULT 0 NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_error" text,
	"response_file_id" uuid,
	"signature_file_id" uuid,
	"zip_file_id" uuid,
	"intended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efactura_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"anaf_id" text,
	"upload_index" text,
	"anaf_type" text,
	"details" text,
	"anaf_created_at" timestamp with time zone,
	"partner_cif" text,
	"partner_name" text,
	"series_number" text,
	"issue_date" text,
	"gross_total" text,
	"currency" text,
	"client_document_id" uuid,
	"supplier_invoice_id" uuid,
	"message_text" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_error" text,
	"xml_file_id" uuid,
	"signature_file_id" uuid,
	"pdf_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "efactura_status" text;--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "efactura_send_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "anaf_spv_connections" ADD CONSTRAINT "anaf_spv_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_submissions" ADD CONSTRAINT "efactura_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_submissions" ADD CONSTRAINT "efactura_submissions_client_document_id_client_documents_id_fk" FOREIGN KEY ("client_document_id") REFERENCES "public"."client_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_submissions" ADD CONSTRAINT "efactura_submissions_response_file_id_stored_files_id_fk" FOREIGN KEY ("response_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_submissions" ADD CONSTRAINT "efactura_submissions_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_submissions" ADD CONSTRAINT "efactura_submissions_zip_file_id_stored_files_id_fk" FOREIGN KEY ("zip_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_messages" ADD CONSTRAINT "efactura_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_messages" ADD CONSTRAINT "efactura_messages_xml_file_id_stored_files_id_fk" FOREIGN KEY ("xml_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_messages" ADD CONSTRAINT "efactura_messages_signature_file_id_stored_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efactura_messages" ADD CONSTRAINT "efactura_messages_pdf_file_id_stored_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "efactura_submissions_document_attempt_key" ON "efactura_submissions" USING btree ("client_document_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "efactura_submissions_one_open_key" ON "efactura_submissions" USING btree ("client_document_id") WHERE "efactura_submissions"."status" in ('intended', 'uploaded');--> statement-breakpoint
CREATE INDEX "efactura_submissions_open_idx" ON "efactura_submissions" USING btree ("status","next_check_at") WHERE "efactura_submissions"."status" in ('intended', 'uploaded');--> statement-breakpoint
CREATE INDEX "efactura_submissions_company_idx" ON "efactura_submissions" USING btree ("company_id","intended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "efactura_messages_company_anaf_id_key" ON "efactura_messages" USING btree ("company_id","anaf_id") WHERE "efactura_messages"."anaf_id" is not null;--> statement-breakpoint
CREATE INDEX "efactura_messages_company_created_idx" ON "efactura_messages" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "efactura_messages_client_document_idx" ON "efactura_messages" USING btree ("client_document_id");--> statement-breakpoint
CREATE INDEX "efactura_messages_supplier_invoice_idx" ON "efactura_messages" USING btree ("supplier_invoice_id");--> statement-breakpoint
CREATE INDEX "efactura_messages_upload_index_idx" ON "efactura_messages" USING btree ("company_id","upload_index");--> statement-breakpoint
CREATE INDEX "client_documents_efactura_idx" ON "client_documents" USING btree ("company_id","efactura_status","issue_date") WHERE "client_documents"."kind" = 'invoice' and "client_documents"."status" = 'published';