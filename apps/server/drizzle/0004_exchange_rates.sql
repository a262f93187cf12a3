CREATE TABLE "exchange_rate_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"complete_through" date NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"rate" numeric NOT NULL,
	"multiplier" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "exchange_rates_currency_date_pk" PRIMARY KEY("currency","date")
);
