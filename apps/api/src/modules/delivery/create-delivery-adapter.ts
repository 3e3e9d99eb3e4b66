import type { Database } from '@loyalty/db';
import type { AppConfig } from '../../env';
import type { DeliveryAdapter } from './delivery-adapter';
import { createOutboxAdapter } from './outbox-adapter';
import { createProviderAdapter } from './provider-adapter';
import { createHttpSmsSender } from './sms-transport';
import { createSmtpSender } from './smtp-transport';

/**
 * Chosen once at start: the dev outbox with LOYALTY_DEV_OUTBOX=1, else SMTP for e-mail (SMTP_URL) and the HTTP
 * SMS provider (SMS_PROVIDER_URL). A channel with neither answers 503 `general.unavailable` when used.
 */
export function createDeliveryAdapter(config: AppConfig, db: Database): DeliveryAdapter & { close?(): void } {
  if (config.devOutbox) return createOutboxAdapter(db);
  return createProviderAdapter(db, {
    email: config.smtp ? createSmtpSender(config.smtp) : undefined,
    sms: config.sms ? createHttpSmsSender(config.sms) : undefined,
  });
}
