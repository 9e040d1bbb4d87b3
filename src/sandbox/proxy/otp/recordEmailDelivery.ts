import { randomUUID } from 'node:crypto';
import type { EmailEvent } from 'embedded-wallet-kit/protocol';
import type { Store } from '../../store/store.js';

export const SANDBOX_FROM_ADDRESS = 'no-reply@sandbox.embedded-wallet-kit.local';

/**
 * The e-mail events of one message (spec "Events" 2): `Send`, then `Delivery` (the dev inbox
 * always accepts), sharing the provider `messageId`, as `list_email_events` reads them (indexed
 * by `toAddress`, as sent and lower-cased).
 */
export function recordEmailDelivery(
  store: Store,
  args: { organizationId: string; messageId: string; toAddress: string; nowMs: number },
): void {
  const at = String(args.nowMs);
  const spellings = [...new Set([args.toAddress, args.toAddress.toLowerCase()])];
  const base = {
    organizationId: args.organizationId,
    messageId: args.messageId,
    fromAddress: SANDBOX_FROM_ADDRESS,
    toAddress: args.toAddress,
    timestamp: at,
    createdAt: at,
    senderTenant: args.organizationId,
  };
  const events: EmailEvent[] = [
    { id: randomUUID(), ...base, eventType: 'Send', details: {} },
    {
      id: randomUUID(),
      ...base,
      eventType: 'Delivery',
      details: {
        deliverySmtpResponse: '250 2.0.0 OK (delivered to the sandbox dev inbox)',
        deliveryProcessingTimeMillis: '0',
      },
    },
  ];
  for (const event of events) {
    store.insert('emailEvent', event, {
      organizationId: args.organizationId,
      index: { toAddress: spellings },
    });
  }
}
