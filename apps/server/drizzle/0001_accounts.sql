CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_spki" text NOT NULL,
	"private_pkcs8" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"merchant_code" text NOT NULL,
	"ip" text NOT NULL,
	"device" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "members_merchant_mobile_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "second_factors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "uses_temp_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "register_info" jsonb;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_login_ip" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_login_device_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_channel_recipient_idx" ON "outbox" USING btree ("channel","recipient","id");--> statement-breakpoint
CREATE INDEX "rsa_keys_created_idx" ON "rsa_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile_uq" ON "members" USING btree ("merchant_code","country_dialing_code","mobile_num") WHERE "members"."mobile_num" is not null;