CREATE TABLE "review_reports" (
	"review_id" integer NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decision" text,
	CONSTRAINT "review_reports_review_id_reporter_id_pk" PRIMARY KEY("review_id","reporter_id"),
	CONSTRAINT "review_reports_reason_length" CHECK ("review_reports"."reason" is null or char_length("review_reports"."reason") <= 500),
	CONSTRAINT "review_reports_decision" CHECK (("review_reports"."decided_at" is null) = ("review_reports"."decision" is null) and ("review_reports"."decision" is null or "review_reports"."decision" in ('hide', 'keep')))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"author_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"author_suspended" boolean DEFAULT false NOT NULL,
	"author_owns" boolean DEFAULT true NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"open_reports" integer DEFAULT 0 NOT NULL,
	"reported_at" timestamp with time zone,
	"listed" boolean GENERATED ALWAYS AS (hidden_at is null and not author_suspended and author_owns) STORED NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_body_length" CHECK (char_length("reviews"."body") <= 2000),
	CONSTRAINT "reviews_reply_length" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") between 1 and 2000),
	CONSTRAINT "reviews_reply_time" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null)),
	CONSTRAINT "reviews_counts_nonneg" CHECK ("reviews"."helpful_count" >= 0 and "reviews"."open_reports" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_stars" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_rank" integer GENERATED ALWAYS AS (case when rating_count = 0 then 0 else (rating_sum + 6) * 1000 / (rating_count + 2) end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_uid_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_uid_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_uid_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_author_uq" ON "reviews" USING btree ("product_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_listed_newest_idx" ON "reviews" USING btree ("product_id", "id" desc) WHERE listed;--> statement-breakpoint
CREATE INDEX "reviews_listed_helpful_idx" ON "reviews" USING btree ("product_id", "helpful_count" desc, "id" desc) WHERE listed;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at","id") WHERE open_reports > 0;--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("hidden_at","id") WHERE hidden_at is not null;--> statement-breakpoint
CREATE INDEX "products_listed_top_rated_idx" ON "products" USING btree ("rating_rank" desc, "rating_count" desc, "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_category_top_rated_idx" ON "products" USING btree ("category_id", "rating_rank" desc, "rating_count" desc, "created_at" desc, "id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
CREATE INDEX "products_listed_subcategory_top_rated_idx" ON "products" USING btree ("subcategory_id", "rating_rank" desc, "rating_count" desc, "created_at" desc, "id", "category_id") WHERE status = 'published' and not creator_suspended;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_rating_sums" CHECK (cardinality(rating_stars) = 5
        and least(rating_stars[1], rating_stars[2], rating_stars[3], rating_stars[4], rating_stars[5]) >= 0
        and rating_count = rating_stars[1] + rating_stars[2] + rating_stars[3] + rating_stars[4] + rating_stars[5]
        and rating_sum = rating_stars[1] + 2 * rating_stars[2] + 3 * rating_stars[3] + 4 * rating_stars[4] + 5 * rating_stars[5]);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). A review is public and counted in its product's
-- rating while `listed` (hidden_at is null and not author_suspended and author_owns, a generated column): the
-- database keeps those inputs and the product's stored rating itself, in the transaction of the change.
--
-- The product's rating (products.rating_count, rating_sum, rating_stars) follows every change of a review's
-- `listed` or stars: what was counted is taken out, what is counted now goes in. products_rating_sums checks
-- the three agree after each change.
CREATE FUNCTION product_rating_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_counted boolean := TG_OP <> 'INSERT' AND OLD.listed;
  is_counted boolean := TG_OP <> 'DELETE' AND NEW.listed;
BEGIN
  IF was_counted AND is_counted AND OLD.rating = NEW.rating AND OLD.product_id = NEW.product_id THEN
    RETURN NULL;
  END IF;
  IF was_counted THEN
    UPDATE products SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.rating,
      rating_stars[OLD.rating] = rating_stars[OLD.rating] - 1
      WHERE id = OLD.product_id;
  END IF;
  IF is_counted THEN
    UPDATE products SET rating_count = rating_count + 1, rating_sum = rating_sum + NEW.rating,
      rating_stars[NEW.rating] = rating_stars[NEW.rating] + 1
      WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_insert_delete AFTER INSERT OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION product_rating_follow();
--> statement-breakpoint
CREATE TRIGGER reviews_rating_update AFTER UPDATE OF rating, product_id, hidden_at, author_suspended, author_owns ON reviews
  FOR EACH ROW WHEN (OLD.listed IS DISTINCT FROM NEW.listed OR OLD.rating IS DISTINCT FROM NEW.rating
                     OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION product_rating_follow();
--> statement-breakpoint
-- The stored rating is written by the trigger above only: a change that does not come from inside a trigger
-- (depth 1 is this guard itself, at the top level) is refused, as is a new product that starts rated.
CREATE FUNCTION product_rating_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a product''s rating is written by its reviews only (% on %)', TG_OP, TG_TABLE_NAME
      USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_rating_guard_update BEFORE UPDATE OF rating_count, rating_sum, rating_stars ON products
  FOR EACH ROW WHEN (OLD.rating_count IS DISTINCT FROM NEW.rating_count OR OLD.rating_sum IS DISTINCT FROM NEW.rating_sum
                     OR OLD.rating_stars IS DISTINCT FROM NEW.rating_stars)
  EXECUTE FUNCTION product_rating_guard();
--> statement-breakpoint
CREATE TRIGGER products_rating_guard_insert BEFORE INSERT ON products
  FOR EACH ROW WHEN (NEW.rating_count <> 0 OR NEW.rating_sum <> 0 OR NEW.rating_stars <> '{0,0,0,0,0}'::integer[])
  EXECUTE FUNCTION product_rating_guard();
--> statement-breakpoint
-- Only an owner reviews: a new review's author must own the product (a library row), held until the commit
-- (FOR SHARE) so a refund that takes it back waits and then finds the review to exclude. The author's
-- suspension is copied at the same time.
CREATE FUNCTION reviews_check_author() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM library_items WHERE user_id = NEW.author_id AND product_id = NEW.product_id FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'only a buyer who owns product % reviews it', NEW.product_id USING ERRCODE = '23514';
  END IF;
  NEW.author_owns := true;
  NEW.author_suspended := EXISTS (SELECT 1 FROM users WHERE uid = NEW.author_id AND suspended_at IS NOT NULL);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_check_author BEFORE INSERT ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_check_author();
--> statement-breakpoint
-- Ownership: a refund deletes the library row (the review leaves the rating), buying again inserts one (it comes back).
CREATE FUNCTION reviews_follow_ownership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE reviews SET author_owns = false
      WHERE author_id = OLD.user_id AND product_id = OLD.product_id AND author_owns;
  ELSE
    UPDATE reviews SET author_owns = true
      WHERE author_id = NEW.user_id AND product_id = NEW.product_id AND NOT author_owns;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER library_items_reviews_insert AFTER INSERT ON library_items
  FOR EACH ROW WHEN (NEW.product_id IS NOT NULL) EXECUTE FUNCTION reviews_follow_ownership();
--> statement-breakpoint
CREATE TRIGGER library_items_reviews_delete AFTER DELETE ON library_items
  FOR EACH ROW WHEN (OLD.product_id IS NOT NULL) EXECUTE FUNCTION reviews_follow_ownership();
--> statement-breakpoint
-- Suspension: a suspended user's reviews are hidden with them, and shown again when they are restored.
CREATE FUNCTION reviews_follow_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET author_suspended = (NEW.suspended_at IS NOT NULL) WHERE author_id = NEW.uid;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_reviews_suspension AFTER UPDATE OF suspended_at ON users
  FOR EACH ROW WHEN ((OLD.suspended_at IS NULL) <> (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION reviews_follow_suspension();
--> statement-breakpoint
-- Helpful votes: the review's count follows its votes.
CREATE FUNCTION reviews_follow_votes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = NEW.review_id;
  ELSE
    UPDATE reviews SET helpful_count = helpful_count - 1 WHERE id = OLD.review_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_votes_count AFTER INSERT OR DELETE ON review_votes
  FOR EACH ROW EXECUTE FUNCTION reviews_follow_votes();
--> statement-breakpoint
-- Reports: the review's open reports and the time of the first of them (the admins' queue order). A report
-- is decided once and never deleted (the reporter may not report the same review again).
CREATE FUNCTION reviews_follow_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE reviews SET open_reports = open_reports + 1, reported_at = coalesce(reported_at, NEW.created_at)
      WHERE id = NEW.review_id;
  ELSE
    UPDATE reviews SET open_reports = open_reports - 1,
      reported_at = CASE WHEN open_reports = 1 THEN NULL ELSE reported_at END
      WHERE id = NEW.review_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_reports_open_insert AFTER INSERT ON review_reports
  FOR EACH ROW WHEN (NEW.decided_at IS NULL) EXECUTE FUNCTION reviews_follow_reports();
--> statement-breakpoint
CREATE TRIGGER review_reports_open_decide AFTER UPDATE OF decided_at ON review_reports
  FOR EACH ROW WHEN (OLD.decided_at IS NULL AND NEW.decided_at IS NOT NULL) EXECUTE FUNCTION reviews_follow_reports();
--> statement-breakpoint
CREATE FUNCTION review_reports_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'review reports are never deleted nor reopened (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER review_reports_keep_delete BEFORE DELETE OR TRUNCATE ON review_reports
  FOR EACH STATEMENT EXECUTE FUNCTION review_reports_keep();
--> statement-breakpoint
CREATE TRIGGER review_reports_keep_reopen BEFORE UPDATE OF decided_at ON review_reports
  FOR EACH ROW WHEN (OLD.decided_at IS NOT NULL) EXECUTE FUNCTION review_reports_keep();
