CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"months" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'RON' NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"payment_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
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
CREATE TABLE "company_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"currency" text NOT NULL,
	"iban" text NOT NULL,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
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
CREATE TABLE "company_logos" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "international_business_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "secondary_business_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "intra_community_vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "commercial_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "extra_details" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fax" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "mobile_phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "other" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_country_code" text DEFAULT 'RO' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_county_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_district" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_zip_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_additional_street" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_additional_address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "certificate_expiration_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tos_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_addresses_company_idx" ON "company_addresses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_bank_accounts_iban_key" ON "company_bank_accounts" USING btree ("company_id","iban");--> statement-breakpoint
CREATE INDEX "company_contacts_company_idx" ON "company_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notifications_company_created_idx" ON "notifications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_tenant_business_id_key" ON "companies" USING btree ("tenant_id","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_tenant_legal_name_key" ON "companies" USING btree ("tenant_id",lower("legal_name"));--> statement-breakpoint
INSERT INTO "plans" ("code", "months", "price") VALUES
  ('plan:invoicing-basic:monthly', 1, 29.00),
  ('plan:invoicing-basic:quarterly', 3, 79.00),
  ('plan:invoicing-basic:yearly', 12, 290.00),
  ('plan:invoicing-smart:monthly', 1, 59.00),
  ('plan:invoicing-smart:quarterly', 3, 159.00),
  ('plan:invoicing-smart:yearly', 12, 590.00),
  ('addon:etransport:monthly', 1, 19.00),
  ('addon:etransport:quarterly', 3, 49.00),
  ('addon:etransport:yearly', 12, 190.00);
