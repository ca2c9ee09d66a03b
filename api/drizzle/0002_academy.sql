CREATE TYPE "public"."refund_kind" AS ENUM('course', 'product');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'approved', 'rejected', 'sent');--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"quiz_version_id" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"score" numeric(5, 2),
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "quiz_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"pass_score" integer DEFAULT 80 NOT NULL,
	"attempt_limit" integer DEFAULT 3 NOT NULL,
	"attempt_window_hours" integer DEFAULT 24 NOT NULL,
	"time_limit_minutes" integer,
	"questions" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_versions_version_pos" CHECK ("quiz_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "refund_kind" NOT NULL,
	"user_id" text NOT NULL,
	"course_id" text,
	"product_id" text,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "refund_requests_one_target" CHECK (("refund_requests"."product_id" is null) <> ("refund_requests"."course_id" is null)),
	CONSTRAINT "refund_requests_amount_nonneg" CHECK ("refund_requests"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" text;--> statement-breakpoint
ALTER TABLE "course_progress" ADD COLUMN "last_lesson_id" text;--> statement-breakpoint
ALTER TABLE "course_progress" ADD COLUMN "last_activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "outcomes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instructor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instructor_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instructor_bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "module" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_version_id_quiz_versions_id_fk" FOREIGN KEY ("quiz_version_id") REFERENCES "public"."quiz_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_versions" ADD CONSTRAINT "quiz_versions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_versions" ADD CONSTRAINT "quiz_versions_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_uid_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_transactions_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_course_idx" ON "quiz_attempts" USING btree ("user_id","course_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_uq" ON "quiz_attempts" USING btree ("user_id","course_id") WHERE submitted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_versions_course_version_uq" ON "quiz_versions" USING btree ("course_id","version");--> statement-breakpoint
CREATE INDEX "refund_requests_status_created_idx" ON "refund_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_course_uq" ON "refund_requests" USING btree ("user_id","course_id") WHERE status in ('pending', 'approved') and course_id is not null;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_uid_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "quiz_versions" ("course_id", "version", "title", "pass_score", "questions")
SELECT q."course_id", 1, q."title", q."pass_score", coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'id', qq."id",
    'text', qq."question",
    'multiple', false,
    'options', (
      SELECT jsonb_agg(jsonb_build_object('id', qq."id" || '-o' || o.ord, 'text', o.value) ORDER BY o.ord)
      FROM jsonb_array_elements_text(qq."options") WITH ORDINALITY AS o(value, ord)
    ),
    'correct', jsonb_build_array(qq."id" || '-o' || (qq."correct_index" + 1)),
    'explanation', ''
  ) ORDER BY qq."position")
  FROM "quiz_questions" qq WHERE qq."quiz_id" = q."id"
), '[]'::jsonb)
FROM "quizzes" q;--> statement-breakpoint
DROP TABLE "quiz_questions" CASCADE;--> statement-breakpoint
DROP TABLE "quizzes" CASCADE;
