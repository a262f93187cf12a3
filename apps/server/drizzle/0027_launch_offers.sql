CREATE TABLE "launch_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL
);
--> statement-breakpoint
-- The launch offer of spec 02 §4: Smart stock management free until 31 March 2025 (past: kept, not applied).
INSERT INTO "launch_offers" ("product", "price", "starts_on", "ends_on") VALUES ('invoicing-smart', 0, '2024-10-01', '2025-03-31');
