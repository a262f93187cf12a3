ALTER TABLE "subscription_payments" ADD COLUMN "proforma_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "proforma_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "invoice_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "invoice_failure" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_proforma_id_client_documents_id_fk" FOREIGN KEY ("proforma_id") REFERENCES "public"."client_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_invoice_id_client_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."client_documents"("id") ON DELETE set null ON UPDATE no action;