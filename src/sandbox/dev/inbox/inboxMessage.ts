/**
 * One message of the dev inbox as `GET /__dev/inbox` answers it (JSON, newest first): what the
 * sandbox "sent" instead of a mail or SMS provider. The testing helpers (`readInbox`) return it.
 */
export interface InboxMessage {
  id: string;
  channel: 'email' | 'sms';
  /** Recipient as addressed (an e-mail address or an E.164 phone number). */
  to: string;
  subject?: string;
  /** Plain text, as a person reads it. */
  body: string;
  /** The one-time code the message carries. */
  code: string;
  /** ISO 8601. */
  sentAt: string;
  /** E-mail customisation of the sending configuration. */
  appName?: string;
  logoUrl?: string;
}
