ALTER TABLE "subscription_payments" ADD COLUMN "renewal_of" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewed_by" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_renewal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_renewal_of_subscriptions_id_fk" FOREIGN KEY ("renewal_of") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_open_expiry_idx" ON "subscriptions" USING btree ("expires_at") WHERE ended_at is null and renewed_by is null;--> statement-breakpoint
UPDATE "subscriptions" SET "ended_at" = "expires_at" WHERE "expires_at" <= now();
