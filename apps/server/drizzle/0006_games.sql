-- Game catalogue tables (issue 5). Hand-kept in step with src/db/schema-games.ts.
-- (0003_games.sql was a placeholder already applied on existing databases; the tables live here.)
CREATE TABLE "game_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_cn" text,
	"logo" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_cn" text,
	"icon" text,
	"ordinal" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_code" text NOT NULL,
	"game_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"name_cn" text,
	"image" text NOT NULL,
	"provider_game" text NOT NULL,
	"lottery" boolean DEFAULT false NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"has_lobby" boolean DEFAULT false NOT NULL,
	"play_type" text,
	"prize_mode" text,
	"lotto_mode" text,
	"hot_rank" smallint,
	"is_new" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_merchant_code_uq" ON "game_vendors" USING btree ("merchant_code","code");
--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_merchant_code_uq" ON "game_categories" USING btree ("merchant_code","code");
--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_vendor_code_uq" ON "games" USING btree ("merchant_code","vendor_code","game_code");
--> statement-breakpoint
CREATE INDEX "games_merchant_category_idx" ON "games" USING btree ("merchant_code","category");
