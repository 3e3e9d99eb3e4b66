CREATE TABLE "wallet_devices" (
	"device_library_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"business_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_devices_pkey" PRIMARY KEY("device_library_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"auth_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"push_pending_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_channel_check";--> statement-breakpoint
ALTER TABLE "wallet_devices" ADD CONSTRAINT "wallet_devices_serial_number_wallet_passes_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."wallet_passes"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_devices" ADD CONSTRAINT "wallet_devices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_devices" ADD CONSTRAINT "wallet_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_devices_serial_idx" ON "wallet_devices" USING btree ("serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_passes_member_key" ON "wallet_passes" USING btree ("business_id","member_id");--> statement-breakpoint
CREATE INDEX "wallet_passes_push_pending_idx" ON "wallet_passes" USING btree ("push_pending_at");--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_channel_check" CHECK ("outbound_messages"."channel" in ('email', 'sms', 'apns'));