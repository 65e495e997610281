CREATE TABLE "vendor_wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" bigint,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_code" text NOT NULL,
	"draw_no" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"result" jsonb,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"merchant_code" text NOT NULL,
	"wallet_id" text NOT NULL,
	"member_id" bigint,
	"game_code" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"total_stake" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_sub_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_sub_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sub_order_no" text NOT NULL,
	"order_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"odds_x100" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendor_wallets" ADD CONSTRAINT "vendor_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_wallet_id_vendor_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."vendor_wallets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vendor_orders" ADD CONSTRAINT "vendor_orders_draw_id_vendor_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."vendor_draws"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vendor_sub_orders" ADD CONSTRAINT "vendor_sub_orders_order_id_vendor_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."vendor_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "vendor_wallets_member_idx" ON "vendor_wallets" USING btree ("member_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_draws_game_no_uq" ON "vendor_draws" USING btree ("game_code","draw_no");
--> statement-breakpoint
CREATE INDEX "vendor_draws_unsettled_idx" ON "vendor_draws" USING btree ("closes_at") WHERE "vendor_draws"."settled_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_orders_order_no_uq" ON "vendor_orders" USING btree ("order_no");
--> statement-breakpoint
CREATE INDEX "vendor_orders_wallet_idx" ON "vendor_orders" USING btree ("wallet_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_sub_orders_no_uq" ON "vendor_sub_orders" USING btree ("sub_order_no");
--> statement-breakpoint
CREATE INDEX "vendor_sub_orders_order_idx" ON "vendor_sub_orders" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "vendor_sub_orders_pending_idx" ON "vendor_sub_orders" USING btree ("draw_id") WHERE "vendor_sub_orders"."status" = 'pending';
