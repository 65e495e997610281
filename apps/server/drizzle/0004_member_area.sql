-- Member area, referral and customer service (issue 4). Hand-kept in step with src/db/schema-member-area.ts.
CREATE TABLE "agent_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"real_name" text NOT NULL,
	"mobile_num" text NOT NULL,
	"email" text,
	"im_type" text NOT NULL,
	"im_account" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" bigint NOT NULL,
	"author" text NOT NULL,
	"author_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_ack_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "club_label_benefits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_label_benefits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"label_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_cn" text,
	"description" text NOT NULL,
	"description_cn" text,
	"icon" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_service_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"cs_type" text NOT NULL,
	"cs_position" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"label_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_payment_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_payment_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"holder_name" text NOT NULL,
	"masked_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_rank_progress" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_referrals" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"referral_code" text NOT NULL,
	"personal_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_payment_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"deposit" jsonb NOT NULL,
	"withdraw" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_programs" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"reward_per_friend" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_label_benefits" ADD CONSTRAINT "club_label_benefits_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_label_benefits" ADD CONSTRAINT "club_label_benefits_label_id_club_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."club_labels"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "customer_service_entries" ADD CONSTRAINT "customer_service_entries_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_payment_accounts" ADD CONSTRAINT "member_payment_accounts_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_payment_accounts" ADD CONSTRAINT "member_payment_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_rank_progress" ADD CONSTRAINT "member_rank_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_rank_progress" ADD CONSTRAINT "member_rank_progress_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_referrals" ADD CONSTRAINT "member_referrals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_referrals" ADD CONSTRAINT "member_referrals_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_transactions" ADD CONSTRAINT "member_transactions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_transactions" ADD CONSTRAINT "member_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "merchant_payment_settings" ADD CONSTRAINT "merchant_payment_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referral_programs" ADD CONSTRAINT "referral_programs_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_uq" ON "agent_applications" USING btree ("member_id") WHERE "agent_applications"."status" = 'PENDING';
--> statement-breakpoint
CREATE INDEX "agent_applications_merchant_idx" ON "agent_applications" USING btree ("merchant_code","created_at");
--> statement-breakpoint
CREATE INDEX "chat_messages_thread_idx" ON "chat_messages" USING btree ("thread_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_threads_member_uq" ON "chat_threads" USING btree ("member_id");
--> statement-breakpoint
CREATE INDEX "chat_threads_merchant_idx" ON "chat_threads" USING btree ("merchant_code","updated_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "club_label_benefits_label_title_uq" ON "club_label_benefits" USING btree ("label_id","title");
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_entries_uq" ON "customer_service_entries" USING btree ("merchant_code","cs_position","title");
--> statement-breakpoint
CREATE UNIQUE INDEX "member_payment_accounts_uq" ON "member_payment_accounts" USING btree ("member_id","kind","provider","masked_number");
--> statement-breakpoint
CREATE UNIQUE INDEX "member_referrals_code_uq" ON "member_referrals" USING btree ("merchant_code","referral_code");
--> statement-breakpoint
CREATE INDEX "member_transactions_member_idx" ON "member_transactions" USING btree ("member_id","kind","status");
--> statement-breakpoint
CREATE UNIQUE INDEX "member_transactions_reference_uq" ON "member_transactions" USING btree ("merchant_code","reference");
