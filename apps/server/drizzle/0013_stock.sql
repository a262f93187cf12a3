CREATE TABLE "stock_document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"unit_code" text NOT NULL,
	"quantity" numeric(20, 4) NOT NULL,
	"packaging_id" uuid,
	"packaging_quantity" numeric(20, 4),
	"price" numeric(20, 4) NOT NULL,
	"price_ron" numeric(20, 4) NOT NULL,
	"vat_rate_id" uuid,
	"vat_category" text,
	"vat_rate" numeric,
	"margin_percent" numeric,
	"selling_price" numeric(20, 4),
	"supplier_product_code" text,
	"standard_code" text,
	"standard_code_scheme" text,
	"loads_stock" boolean DEFAULT true NOT NULL,
	"original_price" numeric(20, 4),
	"corrects_line_id" uuid,
	"supplier_invoice_line_id" uuid,
	"refunds_line_id" uuid,
	"net" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross" numeric(18, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_series_id" uuid NOT NULL,
	"number" text,
	"series_number" text,
	"warehouse_id" uuid NOT NULL,
	"partner_id" uuid,
	"partner_name" text,
	"issue_date" date NOT NULL,
	"currency" text DEFAULT 'RON' NOT NULL,
	"currency_rate" numeric,
	"currency_rate_date" date,
	"notes" text,
	"supplier_invoice_id" uuid,
	"client_invoice_id" uuid,
	"refunds_id" uuid,
	"refunded_by_id" uuid,
	"net_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"published_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"country_code" text DEFAULT 'RO' NOT NULL,
	"county_code" text,
	"city" text DEFAULT '' NOT NULL,
	"district" integer,
	"zip_code" text,
	"street" text DEFAULT '' NOT NULL,
	"additional_street" text,
	"additional_address" text,
	"unload_type" text DEFAULT 'fifo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" numeric(20, 4) DEFAULT '0' NOT NULL,
	"value" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_balances_company_id_warehouse_id_product_id_pk" PRIMARY KEY("company_id","warehouse_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_consumptions" (
	"movement_id" uuid NOT NULL,
	"layer_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"movement_date" date NOT NULL,
	"seq" bigint NOT NULL,
	"quantity" numeric(20, 4) NOT NULL,
	CONSTRAINT "stock_consumptions_movement_id_layer_id_pk" PRIMARY KEY("movement_id","layer_id")
);
--> statement-breakpoint
CREATE TABLE "stock_layers" (
	"id" text PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"movement_date" date NOT NULL,
	"seq" bigint NOT NULL,
	"unit_cost" numeric(20, 4) NOT NULL,
	"quantity" numeric(20, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"movement_date" date NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(20, 4) NOT NULL,
	"unit_cost" numeric(20, 4) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"reverses_movement_id" uuid,
	"source_kind" text NOT NULL,
	"document_id" uuid NOT NULL,
	"line_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "warehouse_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_document_id_stock_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."stock_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_packaging_id_product_packagings_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."product_packagings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_document_lines" ADD CONSTRAINT "stock_document_lines_supplier_invoice_line_id_supplier_invoice_lines_id_fk" FOREIGN KEY ("supplier_invoice_line_id") REFERENCES "public"."supplier_invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_document_series_id_document_series_id_fk" FOREIGN KEY ("document_series_id") REFERENCES "public"."document_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_supplier_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("supplier_invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_client_invoice_id_client_documents_id_fk" FOREIGN KEY ("client_invoice_id") REFERENCES "public"."client_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_consumptions" ADD CONSTRAINT "stock_consumptions_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_consumptions" ADD CONSTRAINT "stock_consumptions_layer_id_stock_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."stock_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_layers" ADD CONSTRAINT "stock_layers_movement_id_stock_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."stock_movements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_document_lines_document_idx" ON "stock_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "stock_document_lines_product_idx" ON "stock_document_lines" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_supplier_line_idx" ON "stock_document_lines" USING btree ("supplier_invoice_line_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_vat_rate_idx" ON "stock_document_lines" USING btree ("vat_rate_id");--> statement-breakpoint
CREATE INDEX "stock_document_lines_packaging_idx" ON "stock_document_lines" USING btree ("packaging_id");--> statement-breakpoint
CREATE INDEX "stock_documents_company_kind_date_idx" ON "stock_documents" USING btree ("company_id","kind","issue_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "stock_documents_warehouse_idx" ON "stock_documents" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_documents_partner_idx" ON "stock_documents" USING btree ("company_id","partner_id");--> statement-breakpoint
CREATE INDEX "stock_documents_series_idx" ON "stock_documents" USING btree ("document_series_id","issue_date");--> statement-breakpoint
CREATE INDEX "stock_documents_supplier_invoice_idx" ON "stock_documents" USING btree ("supplier_invoice_id");--> statement-breakpoint
CREATE INDEX "stock_documents_client_invoice_idx" ON "stock_documents" USING btree ("client_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_documents_series_number_key" ON "stock_documents" USING btree ("document_series_id","number") WHERE "stock_documents"."number" is not null;--> statement-breakpoint
CREATE INDEX "warehouses_company_idx" ON "warehouses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_company_name_key" ON "warehouses" USING btree ("company_id",upper("name"));--> statement-breakpoint
CREATE INDEX "stock_balances_product_idx" ON "stock_balances" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_consumptions_stream_idx" ON "stock_consumptions" USING btree ("company_id","warehouse_id","product_id","movement_date","seq");--> statement-breakpoint
CREATE INDEX "stock_consumptions_layer_idx" ON "stock_consumptions" USING btree ("layer_id");--> statement-breakpoint
CREATE INDEX "stock_layers_stream_idx" ON "stock_layers" USING btree ("company_id","warehouse_id","product_id","movement_date","seq");--> statement-breakpoint
CREATE INDEX "stock_layers_movement_idx" ON "stock_layers" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "stock_movements_stream_idx" ON "stock_movements" USING btree ("company_id","warehouse_id","product_id","movement_date","seq");--> statement-breakpoint
CREATE INDEX "stock_movements_company_date_idx" ON "stock_movements" USING btree ("company_id","movement_date");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_line_key" ON "stock_movements" USING btree ("line_id","kind");--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;