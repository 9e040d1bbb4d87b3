/** A message the sandbox "sent": the dev inbox shows it instead of a mail or SMS provider. */
export interface InboxMessageRecord {
  id: string;
  /** The organization whose proxy sent it. */
  organizationId: string;
  channel: 'email' | 'sms';
  /** Recipient as addressed; indexed lower-cased as `to`. */
  to: string;
  subject?: string;
  /** Plain text, as a person reads it. */
  body: string;
  /** The one-time code it carries: the dev inbox is the only place a code appears. */
  code: string;
  /** E-mail customisation of the sending configuration. */
  appName?: string;
  logoUrl?: string;
  sentAtMs: number;
}

declare module '../../store/storedRecords.js' {
  interface StoredRecords {
    inboxMessage: InboxMessageRecord;
  }
}
