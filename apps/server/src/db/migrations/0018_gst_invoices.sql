-- §8.7: GST invoices and credit notes, issued once and never rewritten; numbers per gym series, financial year and kind.
CREATE TABLE "invoice_counters" (
	"gym_id" text NOT NULL,
	"financial_year" text NOT NULL,
	"kind" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_counters_gym_id_financial_year_kind_pk" PRIMARY KEY("gym_id","financial_year","kind"),
	CONSTRAINT "invoice_counters_kind_check" CHECK ("invoice_counters"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"gym_id" text PRIMARY KEY NOT NULL,
	"ordinal" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoice_series_ordinal_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_series_ordinal_unique" UNIQUE("ordinal")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"gym_id" text NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_on" date NOT NULL,
	"original_invoice_id" text,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_city" text NOT NULL,
	"supplier_state" text NOT NULL,
	"supplier_pincode" text NOT NULL,
	"supplier_gstin" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"session_date" date NOT NULL,
	"session_time_slot" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" = "invoices"."amount_paise"),
	CONSTRAINT "invoices_credit_note_has_original" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."original_invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_gym_id_gyms_id_fk" FOREIGN KEY ("gym_id") REFERENCES "public"."gyms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_invoice_id_invoices_id_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_booking_kind_unique" ON "invoices" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_gym_series_unique" ON "invoices" USING btree ("gym_id","financial_year","kind","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");