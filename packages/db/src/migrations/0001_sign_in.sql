CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"identifier" text NOT NULL,
	"channel" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "one_time_codes_channel_check" CHECK ("one_time_codes"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"member_id" uuid,
	"purpose" text NOT NULL,
	"identifier" text,
	"channel" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_tickets_purpose_check" CHECK ("sign_in_tickets"."purpose" in ('sign-in', 'registration', 'temporary')),
	CONSTRAINT "sign_in_tickets_channel_check" CHECK ("sign_in_tickets"."channel" is null or "sign_in_tickets"."channel" in ('email', 'sms')),
	CONSTRAINT "sign_in_tickets_member_check" CHECK (("sign_in_tickets"."purpose" = 'registration') = ("sign_in_tickets"."member_id" is null))
);
--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"source" text NOT NULL,
	"extra_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_consents_source_check" CHECK ("member_consents"."source" in ('registration', 'consent-login'))
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_tickets" ADD CONSTRAINT "sign_in_tickets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_tickets" ADD CONSTRAINT "sign_in_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consents" ADD CONSTRAINT "member_consents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_business_identifier_key" ON "one_time_codes" USING btree ("business_id","identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_tickets_token_hash_key" ON "sign_in_tickets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_tickets_member_id_idx" ON "sign_in_tickets" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sign_in_tickets_expires_at_idx" ON "sign_in_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttle_counters_window_ends_at_idx" ON "throttle_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "used_captchas_expires_at_idx" ON "used_captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "member_consents_member_id_idx" ON "member_consents" USING btree ("business_id","member_id");