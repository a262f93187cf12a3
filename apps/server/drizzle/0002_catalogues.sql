CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"swift" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"prefix" text NOT NULL,
	"suffix" text,
	"start_date" date NOT NULL,
	"start_index" text NOT NULL,
	"last_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid,
	"entity" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"rows" jsonb,
	"failed_row" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "measurement_unit_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"measurement_unit_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurement_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text,
	"country_code" text DEFAULT 'RO' NOT NULL,
	"county_code" text,
	"city" text DEFAULT '' NOT NULL,
	"district" integer,
	"zip_code" text,
	"street" text DEFAULT '' NOT NULL,
	"additional_street" text,
	"additional_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"currency" text NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"mobile_phone_number" text,
	"phone_fax" text,
	"position" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"legal_name" text,
	"commercial_name" text,
	"business_id" text,
	"international_business_id" text,
	"secondary_business_id" text,
	"international_secondary_business_id" text,
	"person_id" text,
	"vat_payer" boolean DEFAULT false NOT NULL,
	"client_accounting_id" text,
	"client_external_id" text,
	"supplier_internal_id" text,
	"supplier_accounting_id" text,
	"extra_details" text,
	"email" text,
	"phone" text,
	"mobile_phone" text,
	"fax" text,
	"website" text,
	"other" text,
	"address_country_code" text DEFAULT 'RO' NOT NULL,
	"address_county_code" text,
	"address_city" text DEFAULT '' NOT NULL,
	"address_district" integer,
	"address_zip_code" text,
	"address_street" text DEFAULT '' NOT NULL,
	"address_additional_street" text,
	"address_additional_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"side" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"product_packaging_id" uuid,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"standard_code_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"side" text NOT NULL,
	"partner_id" uuid,
	"product_packaging_id" uuid,
	"currency_code" text NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"vat_rate_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_packagings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"measurement_unit_code" text NOT NULL,
	"ratio" numeric(17, 6) NOT NULL,
	"product_code" text,
	"gross_weight" numeric(17, 6),
	"net_weight" numeric(17, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_vat_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"vat_rate_id" uuid NOT NULL,
	"starts_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"product_code" text,
	"description" text,
	"is_service" boolean NOT NULL,
	"measurement_unit_code" text NOT NULL,
	"product_category_id" uuid,
	"cpv_classification_code" text,
	"eu_cn_classification_code" text,
	"gross_weight" numeric(17, 6),
	"net_weight" numeric(17, 6),
	"is_high_fiscal_risk" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"value" numeric(5, 2),
	"exemption_reason_code" text,
	"internal" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_unit_translations" ADD CONSTRAINT "measurement_unit_translations_measurement_unit_id_measurement_units_id_fk" FOREIGN KEY ("measurement_unit_id") REFERENCES "public"."measurement_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_unit_translations" ADD CONSTRAINT "measurement_unit_translations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_units" ADD CONSTRAINT "measurement_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD CONSTRAINT "partner_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD CONSTRAINT "partner_addresses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bank_accounts" ADD CONSTRAINT "partner_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bank_accounts" ADD CONSTRAINT "partner_bank_accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_contacts" ADD CONSTRAINT "partner_contacts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_product_packaging_id_product_packagings_id_fk" FOREIGN KEY ("product_packaging_id") REFERENCES "public"."product_packagings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_packaging_id_product_packagings_id_fk" FOREIGN KEY ("product_packaging_id") REFERENCES "public"."product_packagings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packagings" ADD CONSTRAINT "product_packagings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packagings" ADD CONSTRAINT "product_packagings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vat_rates" ADD CONSTRAINT "product_vat_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vat_rates" ADD CONSTRAINT "product_vat_rates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vat_rates" ADD CONSTRAINT "product_vat_rates_vat_rate_id_vat_rates_id_fk" FOREIGN KEY ("vat_rate_id") REFERENCES "public"."vat_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banks_company_name_key" ON "banks" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "banks_company_swift_key" ON "banks" USING btree ("company_id",upper("swift"));--> statement-breakpoint
CREATE INDEX "document_series_company_idx" ON "document_series" USING btree ("company_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "document_series_company_prefix_suffix_key" ON "document_series" USING btree ("company_id",upper("prefix"),upper(coalesce("suffix", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "document_series_company_type_start_key" ON "document_series" USING btree ("company_id","type","start_date");--> statement-breakpoint
CREATE INDEX "imports_company_created_idx" ON "imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "measurement_unit_translations_unit_idx" ON "measurement_unit_translations" USING btree ("measurement_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_unit_translations_unit_locale_key" ON "measurement_unit_translations" USING btree ("measurement_unit_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_unit_translations_company_locale_symbol_key" ON "measurement_unit_translations" USING btree ("company_id","locale","symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_units_company_code_key" ON "measurement_units" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_units_company_name_key" ON "measurement_units" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_units_company_symbol_key" ON "measurement_units" USING btree ("company_id","symbol");--> statement-breakpoint
CREATE INDEX "partner_addresses_partner_idx" ON "partner_addresses" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_bank_accounts_iban_key" ON "partner_bank_accounts" USING btree ("partner_id","iban");--> statement-breakpoint
CREATE INDEX "partner_contacts_partner_idx" ON "partner_contacts" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partners_company_name_idx" ON "partners" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "partners_company_name_key" ON "partners" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "partners_company_business_id_key" ON "partners" USING btree ("company_id","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_company_international_business_id_key" ON "partners" USING btree ("company_id","international_business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_company_secondary_business_id_key" ON "partners" USING btree ("company_id","secondary_business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_company_person_id_key" ON "partners" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE INDEX "product_attributes_product_idx" ON "product_attributes" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_company_name_key" ON "product_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_codes_product_idx" ON "product_codes" USING btree ("product_id","side");--> statement-breakpoint
CREATE INDEX "product_codes_partner_idx" ON "product_codes" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_codes_client_code_key" ON "product_codes" USING btree ("company_id","partner_id","type","code") WHERE "product_codes"."side" = 'client';--> statement-breakpoint
CREATE INDEX "product_offers_partner_idx" ON "product_offers" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_offers_product_partner_key" ON "product_offers" USING btree ("product_id","side",coalesce("partner_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "product_packagings_product_idx" ON "product_packagings" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_packagings_company_code_key" ON "product_packagings" USING btree ("company_id","product_code");--> statement-breakpoint
CREATE INDEX "product_packagings_company_unit_idx" ON "product_packagings" USING btree ("company_id","measurement_unit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translations_product_locale_key" ON "product_translations" USING btree ("product_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "product_vat_rates_product_start_key" ON "product_vat_rates" USING btree ("product_id","starts_at");--> statement-breakpoint
CREATE INDEX "product_vat_rates_vat_rate_idx" ON "product_vat_rates" USING btree ("vat_rate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_name_key" ON "products" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_code_key" ON "products" USING btree ("company_id","product_code");--> statement-breakpoint
CREATE INDEX "products_company_category_idx" ON "products" USING btree ("company_id","product_category_id");--> statement-breakpoint
CREATE INDEX "products_company_unit_idx" ON "products" USING btree ("company_id","measurement_unit_code");--> statement-breakpoint
CREATE INDEX "vat_rates_company_idx" ON "vat_rates" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vat_rates_company_code_value_reason_key" ON "vat_rates" USING btree ("company_id","code",coalesce("value", -1),coalesce("exemption_reason_code", ''));