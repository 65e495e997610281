-- The name of the game the player played (the catalogue's, e.g. "Vietnam Lotto"), kept with the
-- order: several catalogue games share one demo engine, and "My orders" names the game, not the engine.
ALTER TABLE "vendor_orders" ADD COLUMN IF NOT EXISTS "game_name" text;
