import { errorReply, jsonReply } from '../../http/jsonReply.js';
import type { SandboxFeature } from '../../sandboxFeature.js';
import { ServiceError } from '../../serviceError.js';
import { listInboxMessages } from './listInboxMessages.js';
import { renderInboxPage } from './renderInboxPage.js';

/** A `+` in a query string arrives as a space; phone numbers start with one. */
const contactParam = (url: URL): string | undefined =>
  url.searchParams.get('to')?.replace(/^ (?=[0-9])/, '+') || undefined;

/**
 * `GET /__dev/inbox`: the messages the sandbox sent (OTP e-mails and SMS), newest first, as a
 * live HTML page, or as `{messages: [...]}` with `Accept: application/json` (optionally
 * `?to=<contact>`). `DELETE /__dev/inbox` empties it. DEV ONLY: it shows one-time codes.
 */
export const devInboxFeature: SandboxFeature = (ctx) => ({
  async route(request) {
    const url = request.url;
    if (url.pathname !== '/__dev/inbox') return undefined;
    if (request.method === 'DELETE') {
      return ctx.store.transaction(() => {
        for (const message of ctx.store.list('inboxMessage')) {
          ctx.store.delete('inboxMessage', message.id);
        }
        return { status: 204, headers: {}, body: null };
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return errorReply(ServiceError.methodNotAllowed(request.method, 'GET or DELETE'), {
        allow: 'GET, DELETE',
      });
    }
    const to = contactParam(url);
    // Inside the store's mutex: a request in flight never shows half-written (or rolled back) mail.
    const messages = await ctx.store.transaction(() =>
      listInboxMessages(ctx.store, to === undefined ? {} : { to }),
    );
    const accept = request.header('accept') ?? '';
    if (accept.includes('application/json') && !accept.includes('text/html')) {
      // Readable by pages of the origins dev/devOriginGate.ts admits, and by no other.
      return jsonReply(200, { messages });
    }
    return {
      status: 200,
      body: renderInboxPage(messages, to),
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // The page's one inline script and style; nothing else loads except http(s) logos.
        'content-security-policy':
          "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src http: https:; connect-src 'self'",
      },
    };
  },
});
