CREATE TABLE "businesses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"email" text,
	"phone" text,
	"first_name" text,
	"last_name" text,
	"language" text DEFAULT 'en' NOT NULL,
	"short_id" text NOT NULL,
	"has_consent" boolean DEFAULT false NOT NULL,
	"consent_at" timestamp with time zone,
	"sessions_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	CONSTRAINT "languages_direction_check" CHECK ("languages"."direction" in ('ltr', 'rtl'))
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_pkey" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
CREATE TABLE "business_translations" (
	"business_id" text NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "business_translations_pkey" PRIMARY KEY("business_id","locale","key")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text,
	"country_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"phone" text,
	"email" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"default_name" text NOT NULL,
	"url" text NOT NULL,
	"target" text DEFAULT '_self' NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_area" text DEFAULT 'SidebarMenu' NOT NULL,
	"embed_in_iframe" boolean DEFAULT false NOT NULL,
	"only_for_logged_in_user" boolean DEFAULT false NOT NULL,
	"open_in_new_window" boolean DEFAULT false NOT NULL,
	CONSTRAINT "navigation_items_target_check" CHECK ("navigation_items"."target" in ('_self', '_blank')),
	CONSTRAINT "navigation_items_display_area_check" CHECK ("navigation_items"."display_area" in ('SidebarMenu', 'ProfileScreen', 'Both'))
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" text,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_messages_channel_check" CHECK ("outbound_messages"."channel" in ('email', 'sms')),
	CONSTRAINT "outbound_messages_status_check" CHECK ("outbound_messages"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "business_hosts" ADD CONSTRAINT "business_hosts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_translations" ADD CONSTRAINT "business_translations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_hosts_business_id_idx" ON "business_hosts" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_business_email_key" ON "members" USING btree ("business_id","email") WHERE "members"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_business_phone_key" ON "members" USING btree ("business_id","phone") WHERE "members"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_business_short_id_key" ON "members" USING btree ("business_id","short_id");--> statement-breakpoint
CREATE INDEX "members_business_created_at_idx" ON "members" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "locations_business_id_idx" ON "locations" USING btree ("business_id","is_active");--> statement-breakpoint
CREATE INDEX "navigation_items_business_position_idx" ON "navigation_items" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "outbound_messages_business_id_idx" ON "outbound_messages" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "outbound_messages_recipient_idx" ON "outbound_messages" USING btree ("recipient","id");