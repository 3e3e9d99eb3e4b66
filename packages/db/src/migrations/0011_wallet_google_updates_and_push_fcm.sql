ALTER TABLE "outbound_messages" DROP CONSTRAINT "outbound_messages_channel_check";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "p256dh" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "auth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "google_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "transport" text DEFAULT 'webpush' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_channel_check" CHECK ("outbound_messages"."channel" in ('email', 'sms', 'apns', 'google-wallet'));--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_transport_check" CHECK (("push_subscriptions"."transport" = 'webpush' and "push_subscriptions"."p256dh" is not null and "push_subscriptions"."auth" is not null) or "push_subscriptions"."transport" = 'fcm');