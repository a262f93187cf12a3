DROP TABLE "stock_consumptions" CASCADE;--> statement-breakpoint
DROP TABLE "stock_layers" CASCADE;--> statement-breakpoint
ALTER TABLE "stock_movements" DROP COLUMN "value";--> statement-breakpoint
UPDATE "stock_movements" SET "unit_cost" = 0 WHERE "kind" <> 'in';
