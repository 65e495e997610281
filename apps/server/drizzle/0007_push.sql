-- Push registrations (SPEC §3, §7 CSP_fcm*). Hand-kept in step with src/db/schema-push.ts.
CREATE TABLE "push_registrations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint,
	"token" text NOT NULL,
	"endpoint" text,
	"p256dh" text,
	"auth" text,
	"sw_scope" text,
	"vapid_key" text,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_registrations" ADD CONSTRAINT "push_registrations_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "push_registrations" ADD CONSTRAINT "push_registrations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "push_registrations_token_uq" ON "push_registrations" USING btree ("merchant_code","token");
--> statement-breakpoint
CREATE INDEX "push_registrations_member_idx" ON "push_registrations" USING btree ("member_id");
--> statement-breakpoint
CREATE INDEX "push_registrations_topics_idx" ON "push_registrations" USING gin ("topics");
