-- Tracking of ad and affiliate parameters and conversion events (SPEC §1, §3, §9).
-- Hand-kept in step with src/db/schema-tracking.ts.
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"customer_id" bigint,
	"customer_name" text,
	"value" double precision,
	"revenue" double precision,
	"currency" text,
	"content_id" text,
	"device_id" text,
	"affiliate_code" text,
	"tracking" jsonb,
	"reg_info" jsonb,
	"s2s_info" jsonb,
	"ip" text,
	"occurred_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_heartbeats" (
	"merchant_code" text NOT NULL,
	"device_id" text NOT NULL,
	"tracking" jsonb,
	"reg_info" jsonb,
	"affiliate_code" text,
	"ip" text,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tracking_heartbeats_merchant_code_device_id_pk" PRIMARY KEY("merchant_code","device_id")
);
--> statement-breakpoint
CREATE TABLE "tracking_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"network" text NOT NULL,
	"event" text NOT NULL,
	"event_id" text NOT NULL,
	"pixel_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tracking_heartbeats" ADD CONSTRAINT "tracking_heartbeats_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tracking_outbox" ADD CONSTRAINT "tracking_outbox_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_merchant_event_id_uq" ON "tracking_events" USING btree ("merchant_code","event_id");
--> statement-breakpoint
CREATE INDEX "tracking_events_merchant_event_idx" ON "tracking_events" USING btree ("merchant_code","event","id");
--> statement-breakpoint
CREATE INDEX "tracking_events_created_idx" ON "tracking_events" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "tracking_heartbeats_last_seen_idx" ON "tracking_heartbeats" USING btree ("last_seen");
--> statement-breakpoint
CREATE INDEX "tracking_outbox_merchant_idx" ON "tracking_outbox" USING btree ("merchant_code","id");
--> statement-breakpoint
CREATE INDEX "tracking_outbox_created_idx" ON "tracking_outbox" USING btree ("created_at");
