CREATE TABLE "supplier_invoice_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"unit_code" text NOT NULL,
	"quantity" numeric NOT NULL,
	"base_quantity" numeric DEFAULT '1' NOT NULL,
	"packaging_quantity" numeric,
	"price" numeric NOT NULL,
	"discount_percent" numeric,
	"vat_rate_id" uuid NOT NULL,
	"vat_category" text NOT NULL,
	"vat_rate" numeric NOT NULL,
	"exemption_reason_code" text,
	"currency" text,
	"currency_rate" numeric,
	"currency_price_description" text,
	"product_code" text,
	"partner_product_code" text,
	"client_accounting_reference" text,
	"standard_code" text,
	"standard_code_scheme" text,
	"cpv_code" text,
	"nc_code" text,
	"is_high_fiscal_risk" boolean DEFAULT false NOT NULL,
	"billing_period_start" date,
	"billing_period_end" date,
	"net" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross" numeric(18, 2) DEFAULT '0' NOT NULL,
	"document_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"partner_id" uuid NOT NULL,
	"partner_name" text NOT NULL,
	"series" text NOT NULL,
	"number" text NOT NULL,
	"series_number" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"currency" text NOT NULL,
	"currency_rate" numeric,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"notes" text,
	"discount_type" text,
	"discount_value" numeric,
	"line_net_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"allowance_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amounts" jsonb NOT NULL,
	"attachment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_payment_allocations" (
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "supplier_payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"document_series_id" uuid,
	"receipt_series" text,
	"number" text,
	"series_number" text,
	"partner_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"description" text,
	"allocated" numeric(18, 2) DEFAULT '0' NOT NULL,
	"published_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_payments" ADD COLUMN "receipt_series" text;--> statement-breakpoint
ALTER TABLE "supplier_invoice_attachments" ADD CONSTRAINT "supplier_invoice_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_attachments" ADD CONSTRAINT "supplier_invoice_attachments_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_attachments" ADD CONSTRAINT "supplier_invoice_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_document_id_supplier_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_payment_id_supplier_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."supplier_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payment_allocations" ADD CONSTRAINT "supplier_payment_allocations_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_document_series_id_document_series_id_fk" FOREIGN KEY ("document_series_id") REFERENCES "public"."document_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_invoice_attachments_invoice_idx" ON "supplier_invoice_attachments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_document_idx" ON "supplier_invoice_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_product_idx" ON "supplier_invoice_lines" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_vat_rate_idx" ON "supplier_invoice_lines" USING btree ("vat_rate_id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_company_date_idx" ON "supplier_invoices" USING btree ("company_id","issue_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "supplier_invoices_company_partner_idx" ON "supplier_invoices" USING btree ("company_id","partner_id","issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoices_partner_series_number_key" ON "supplier_invoices" USING btree ("company_id","partner_id","series","number");--> statement-breakpoint
CREATE INDEX "supplier_payment_allocations_invoice_idx" ON "supplier_payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_company_type_date_idx" ON "supplier_payments" USING btree ("company_id","type","date");--> statement-breakpoint
CREATE INDEX "supplier_payments_company_partner_idx" ON "supplier_payments" USING btree ("company_id","partner_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_payments_series_number_key" ON "supplier_payments" USING btree ("document_series_id","number") WHERE "supplier_payments"."number" is not null;--> statement-breakpoint
CREATE INDEX "stored_files_company_idx" ON "stored_files" USING btree ("company_id");