-- The banners call reads a group's first slides, marquee and popups the first announcements of one
-- type, each in display order: with thousands of rows they walk these indexes instead of sorting.
CREATE INDEX IF NOT EXISTS "content_banners_merchant_group_order_idx" ON "content_banners" USING btree ("merchant_code","group_name","sort_order","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "content_announcements_merchant_type_order_idx" ON "content_announcements" USING btree ("merchant_code","type","sort_order","id");
