-- A product's own demo page (demo type embed, its address in demo_url, only then) or no demo at all (none),
-- and "what you get": the lines a buyer reads on the product page.
ALTER TYPE "public"."demo_type" ADD VALUE 'embed';--> statement-breakpoint
ALTER TYPE "public"."demo_type" ADD VALUE 'none';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "demo_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "what_you_get" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_demo_url_embed" CHECK (("products"."demo_type"::text = 'embed') = ("products"."demo_url" is not null));