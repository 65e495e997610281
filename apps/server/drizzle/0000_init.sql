CREATE TABLE "club_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"label_name" text NOT NULL,
	"type" text NOT NULL,
	"rank_level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"merchant_code" text NOT NULL,
	"user_name" text NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"first_time_login" boolean DEFAULT true NOT NULL,
	"mobile_num" text,
	"country_dialing_code" text,
	"email" text,
	"payee_name" text,
	"language" text,
	"club_label_id" integer,
	"reg_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"temp_password" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_labels" ADD CONSTRAINT "club_labels_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_club_label_id_club_labels_id_fk" FOREIGN KEY ("club_label_id") REFERENCES "public"."club_labels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_labels_merchant_name_uq" ON "club_labels" USING btree ("merchant_code","label_name");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_username_uq" ON "members" USING btree ("merchant_code",lower("user_name"));--> statement-breakpoint
CREATE INDEX "members_merchant_mobile_idx" ON "members" USING btree ("merchant_code","country_dialing_code","mobile_num");--> statement-breakpoint
CREATE INDEX "merchant_domains_merchant_idx" ON "merchant_domains" USING btree ("merchant_code");