-- Content tables (issue 4). Hand-kept in step with src/db/schema-content.ts.
CREATE TABLE "content_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"action_type" text,
	"action_value" text,
	"button_text" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"type" text NOT NULL,
	"platform" text DEFAULT 'A' NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"promotion_type" text,
	"execution" text,
	"force_read" boolean DEFAULT false NOT NULL,
	"activity_id" integer,
	"image_url" text,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"linkage_type" text,
	"linkage" text,
	"room_id" text,
	"node_id" text,
	"game_type" text,
	"vendor" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_leaderboard" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_leaderboard_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"board" text NOT NULL,
	"board_title" text NOT NULL,
	"rank" smallint NOT NULL,
	"player_name" text NOT NULL,
	"score" integer NOT NULL,
	"prize" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_mall_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_mall_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"points" integer NOT NULL,
	"stock" integer NOT NULL,
	"category" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_promo_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_promo_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"name_cn" text,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"reward" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"reward_center" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_activities" ADD CONSTRAINT "content_activities_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_announcements" ADD CONSTRAINT "content_announcements_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_feedback" ADD CONSTRAINT "content_feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_leaderboard" ADD CONSTRAINT "content_leaderboard_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_mall_items" ADD CONSTRAINT "content_mall_items_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_promo_categories" ADD CONSTRAINT "content_promo_categories_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_promotions" ADD CONSTRAINT "content_promotions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "content_activities_merchant_title_uq" ON "content_activities" USING btree ("merchant_code","title");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_announcements_merchant_type_title_uq" ON "content_announcements" USING btree ("merchant_code","type","title");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_merchant_kind_title_uq" ON "content_articles" USING btree ("merchant_code","kind","title");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_banners_merchant_group_title_uq" ON "content_banners" USING btree ("merchant_code","group_name","title");
--> statement-breakpoint
CREATE INDEX "content_feedback_member_idx" ON "content_feedback" USING btree ("member_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_leaderboard_merchant_board_rank_uq" ON "content_leaderboard" USING btree ("merchant_code","board","rank");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_mall_items_merchant_name_uq" ON "content_mall_items" USING btree ("merchant_code","name");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_promo_categories_merchant_name_uq" ON "content_promo_categories" USING btree ("merchant_code","name");
--> statement-breakpoint
CREATE UNIQUE INDEX "content_promotions_merchant_key_uq" ON "content_promotions" USING btree ("merchant_code","key");
