CREATE TABLE "client_document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
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
	"cpv_code" text,
	"nc_code" text,
	"is_high_fiscal_risk" boolean DEFAULT false NOT NULL,
	"billing_period_start" date,
	"billing_period_end" date,
	"net" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_series_id" uuid NOT NULL,
	"number" text,
	"series_number" text,
	"partner_id" uuid NOT NULL,
	"partner_name" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date_type" text NOT NULL,
	"due_date" date,
	"payment_terms" text,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"currency_rate" numeric,
	"prices_include_vat" boolean DEFAULT false NOT NULL,
	"company_bank_account_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_id" uuid,
	"delivery_address_id" uuid,
	"notes" text,
	"footer_notes" text,
	"payment_identifier" text,
	"qr_code_text" text,
	"references" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_invoice_number" text,
	"previous_invoice_date" date,
	"billing_period_start" date,
	"billing_period_end" date,
	"tax_point_type" text DEFAULT 'issue-date' NOT NULL,
	"tax_point_date" date,
	"beneficiary_name" text,
	"beneficiary_business_id" text,
	"delivery_date" date,
	"discount_type" text,
	"discount_value" numeric,
	"template" text DEFAULT 'classic' NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"line_net_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"allowance_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"charge_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat_total_ron" numeric(18, 2),
	"gross_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"prepaid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"rounding" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amounts" jsonb NOT NULL,
	"refunds_id" uuid,
	"refunded_by_id" uuid,
	"proforma_id" uuid,
	"invoice_id" uuid,
	"published_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_payment_allocations" (
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "client_payment_allocations_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id")
);
--> statement-breakpoint
CREATE TABLE "client_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"document_series_id" uuid,
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
ALTER TABLE "client_document_lines" ADD CONSTRAINT "client_document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document_lines" ADD CONSTRAINT "client_document_lines_document_id_client_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."client_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document_lines" ADD CONSTRAINT "client_document_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document_lines" ADD CONSTRAINT "client_document_lines_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_document_series_id_document_series_id_fk" FOREIGN KEY ("document_series_id") REFERENCES "public"."document_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_allocations" ADD CONSTRAINT "client_payment_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_allocations" ADD CONSTRAINT "client_payment_allocations_payment_id_client_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."client_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_allocations" ADD CONSTRAINT "client_payment_allocations_invoice_id_client_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."client_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payments" ADD CONSTRAINT "client_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payments" ADD CONSTRAINT "client_payments_document_series_id_document_series_id_fk" FOREIGN KEY ("document_series_id") REFERENCES "public"."document_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payments" ADD CONSTRAINT "client_payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_document_lines_document_idx" ON "client_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "client_document_lines_product_idx" ON "client_document_lines" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "client_document_lines_vat_rate_idx" ON "client_document_lines" USING btree ("vat_rate_id");--> statement-breakpoint
CREATE INDEX "client_documents_company_kind_date_idx" ON "client_documents" USING btree ("company_id","kind","issue_date","id");--> statement-breakpoint
CREATE INDEX "client_documents_company_partner_idx" ON "client_documents" USING btree ("company_id","partner_id","issue_date");--> statement-breakpoint
CREATE INDEX "client_documents_company_kind_created_idx" ON "client_documents" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "client_documents_series_idx" ON "client_documents" USING btree ("document_series_id","issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "client_documents_series_number_key" ON "client_documents" USING btree ("document_series_id","number") WHERE "client_documents"."number" is not null;--> statement-breakpoint
CREATE INDEX "client_payment_allocations_invoice_idx" ON "client_payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "client_payments_company_type_date_idx" ON "client_payments" USING btree ("company_id","type","date");--> statement-breakpoint
CREATE INDEX "client_payments_company_partner_idx" ON "client_payments" USING btree ("company_id","partner_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "client_payments_series_number_key" ON "client_payments" USING btree ("document_series_id","number") WHERE "client_payments"."number" is not null;