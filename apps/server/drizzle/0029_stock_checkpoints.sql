CREATE TABLE "stock_checkpoints" (
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"movement_date" date NOT NULL,
	"seq" bigint NOT NULL,
	"quantity" numeric(20, 4) NOT NULL,
	"entered" numeric(18, 2) NOT NULL,
	"exited" numeric(18, 2) NOT NULL,
	"layers" jsonb NOT NULL,
	CONSTRAINT "stock_checkpoints_company_id_warehouse_id_product_id_movement_date_seq_pk" PRIMARY KEY("company_id","warehouse_id","product_id","movement_date","seq")
);
--> statement-breakpoint
CREATE TABLE "stock_unloading_pieces" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"movement_date" date NOT NULL,
	"pieces" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_checkpoints" ADD CONSTRAINT "stock_checkpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_unloading_pieces" ADD CONSTRAINT "stock_unloading_pieces_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_unloading_pieces_stream_idx" ON "stock_unloading_pieces" USING btree ("company_id","warehouse_id","product_id","movement_date","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_seq_key" ON "stock_movements" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "stock_movements_reverses_idx" ON "stock_movements" USING btree ("reverses_movement_id") WHERE "stock_movements"."reverses_movement_id" is not null;