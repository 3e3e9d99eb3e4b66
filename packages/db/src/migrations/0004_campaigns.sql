CREATE TABLE "landing_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"landing_page_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"member_id" uuid NOT NULL,
	"gift_id" uuid,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"legacy_id" text,
	"texts" jsonb NOT NULL,
	"image_url" text,
	"gift" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"allowed_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"form_id" text,
	"max_codes_per_hour" integer DEFAULT 1000 NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"codes_verified" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_keys" (
	"business_id" text NOT NULL,
	"key_id" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_consents" DROP CONSTRAINT "member_consents_source_check";--> statement-breakpoint
ALTER TABLE "landing_claims" ADD CONSTRAINT "landing_claims_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_claims" ADD CONSTRAINT "landing_claims_landing_page_id_landing_pages_id_fk" FOREIGN KEY ("landing_page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_claims" ADD CONSTRAINT "landing_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_claims" ADD CONSTRAINT "landing_claims_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_keys" ADD CONSTRAINT "receipt_keys_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landing_claims_page_phone_key" ON "landing_claims" USING btree ("landing_page_id","phone");--> statement-breakpoint
CREATE INDEX "landing_claims_member_idx" ON "landing_claims" USING btree ("business_id","member_id");--> statement-breakpoint
CREATE INDEX "landing_pages_business_idx" ON "landing_pages" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_legacy_id_key" ON "landing_pages" USING btree ("business_id","legacy_id") WHERE "landing_pages"."legacy_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_keys_business_key_id_key" ON "receipt_keys" USING btree ("business_id","key_id");--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_source_check" CHECK ("member_consents"."source" in ('registration', 'consent-login', 'landing-page'));