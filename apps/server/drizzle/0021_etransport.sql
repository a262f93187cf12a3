CREATE TABLE "etransport_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"step" text NOT NULL,
	"user_id" uuid,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etransport_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"etransport_status" text,
	"pending" boolean DEFAULT false NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	"uit" text,
	"upload_index" text,
	"parent_id" uuid,
	"partner_id" uuid,
	"partner_name" text,
	"reference_code" text,
	"delivery_date" date,
	"combined_date" text,
	"post_failure" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etransport_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"message" text NOT NULL,
	"attempt" integer NOT NULL,
	"status" text DEFAULT 'intended' NOT NULL,
	"cif" text NOT NULL,
	"xml" text NOT NULL,
	"upload_index" text,
	"uit" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upload_tries" integer DEFAULT 0 NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"last_error" text,
	"intended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "etransport_activity" ADD CONSTRAINT "etransport_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etransport_activity" ADD CONSTRAINT "etransport_activity_item_id_etransport_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."etransport_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etransport_activity" ADD CONSTRAINT "etransport_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etransport_items" ADD CONSTRAINT "etransport_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etransport_items" ADD CONSTRAINT "etransport_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etransport_submissions" ADD CONSTRAINT "etransport_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etransport_submissions" ADD CONSTRAINT "etransport_submissions_item_id_etransport_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."etransport_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "etransport_activity_item_idx" ON "etransport_activity" USING btree ("item_id","at");--> statement-breakpoint
CREATE INDEX "etransport_items_company_created_idx" ON "etransport_items" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "etransport_items_company_delivery_idx" ON "etransport_items" USING btree ("company_id","delivery_date");--> statement-breakpoint
CREATE INDEX "etransport_items_company_uit_idx" ON "etransport_items" USING btree ("company_id","uit");--> statement-breakpoint
CREATE UNIQUE INDEX "etransport_items_one_draft_child_key" ON "etransport_items" USING btree ("parent_id","kind") WHERE "etransport_items"."status" = 'draft' and "etransport_items"."parent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "etransport_submissions_item_attempt_key" ON "etransport_submissions" USING btree ("item_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "etransport_submissions_one_open_key" ON "etransport_submissions" USING btree ("item_id") WHERE "etransport_submissions"."status" in ('intended', 'uploaded');--> statement-breakpoint
CREATE INDEX "etransport_submissions_open_idx" ON "etransport_submissions" USING btree ("status","next_check_at") WHERE "etransport_submissions"."status" in ('intended', 'uploaded');