import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Interaction, InteractionResults, Provider } from 'oidc-provider';
import type { DevAccounts } from './createDevAccounts.js';
import {
  DEFAULT_LOGIN_EMAIL,
  DEFAULT_LOGIN_NAME,
  DEV_PAGE_CSP,
  renderErrorPage,
  renderLoginPage,
} from './devPages.js';

/**
 * The dev provider's login step: oidc-provider sends the browser to
 * `<issuer path>/interaction/<uid>` (configured `interactions.url`) whenever it needs the user;
 * this listener serves that URL.
 *
 *   GET  /interaction/<uid>        the login form (see devPages.ts for its element ids)
 *   POST /interaction/<uid>        name + email [+ email_verified=yes] (form): finishes it
 *                                  with a login result and 303s to the library's resume URL,
 *                                  which redirects to the client's redirect_uri
 *   GET  /interaction/<uid>/abort  finishes with error=access_denied (the "Cancel" link)
 *
 * DEV ONLY: no password, no check. Whoever submits the form becomes that person. There is no
 * consent screen: the user typed who they are, and `loadExistingGrant` grants what was asked.
 */
export type InteractionListener = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/abort)?$/;
const MAX_FORM_BYTES = 16 * 1024;
const MAX_NAME_LENGTH = 100;
// RFC 5321 section 4.5.3.1.3 path limit; a loose shape check is enough for a dev provider.
const MAX_EMAIL_LENGTH = 254;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

export function createInteractionListener(deps: {
  provider: Provider;
  accounts: DevAccounts;
  /** The issuer's path, e.g. '/oauth' ('' for an issuer at the root). */
  mountPath: string;
}): InteractionListener {
  const { provider, accounts, mountPath } = deps;

  return async (req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const match = INTERACTION_PATH.exec(path);
    if (!match) return false;
    const uid = match[1] ?? '';
    const isAbort = match[2] !== undefined;

    const allowed = isAbort ? ['GET'] : ['GET', 'POST'];
    if (!allowed.includes(req.method ?? '')) {
      sendHtml(
        res,
        405,
        renderErrorPage({ error: 'invalid_request', description: 'method not allowed' }),
        {
          Allow: allowed.join(', '),
        },
      );
      return true;
    }

    let interaction: Interaction;
    try {
      // Reads the signed interaction cookie the library set when it redirected here.
      interaction = await provider.interactionDetails(req, res);
    } catch {
      sendExpired(res);
      return true;
    }
    if (interaction.uid !== uid) {
      sendExpired(res);
      return true;
    }

    try {
      if (isAbort) {
        // OIDC Core 3.1.2.6 / RFC 6749 4.1.2.1: the user said no.
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'the End-User cancelled the sign-in' },
          { mergeWithLastSubmission: false },
        );
        return true;
      }

      const action = `${mountPath}/interaction/${uid}`;
      const clientId =
        typeof interaction.params.client_id === 'string' ? interaction.params.client_id : '';
      const page = { action, cancelHref: `${action}/abort`, clientId };

      if (req.method === 'GET') {
        const hint = interaction.params.login_hint;
        const email =
          typeof hint === 'string' && EMAIL_SHAPE.test(hint) ? hint : DEFAULT_LOGIN_EMAIL;
        sendHtml(res, 200, renderLoginPage({ ...page, name: DEFAULT_LOGIN_NAME, email }));
        return true;
      }

      const form = await readForm(req);
      if (typeof form === 'string') {
        sendHtml(
          res,
          form === 'too_large' ? 413 : 415,
          renderErrorPage({
            error: 'invalid_request',
            description:
              form === 'too_large' ? 'form too large' : 'expected an HTML form submission',
          }),
        );
        return true;
      }
      const name = (form.get('name') ?? '').trim();
      const email = (form.get('email') ?? '').trim();
      // A ticked checkbox sends its value; an unticked one sends nothing (HTML, form submission).
      const emailVerified = form.get('email_verified') === 'yes';
      const problem = checkIdentity(name, email);
      if (problem) {
        sendHtml(
          res,
          400,
          renderLoginPage({ ...page, name, email, emailVerified, error: problem }),
        );
        return true;
      }

      const identity = accounts.remember({ name, email, emailVerified });
      // `remember: false`: no persistent cookie. Sessions are not stored anyway (see the adapter).
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: identity.sub, remember: false }, ...resolvedPrompts(interaction) },
        { mergeWithLastSubmission: false },
      );
      return true;
    } catch {
      // E.g. the interaction expired between the two reads. Nothing secret to log here.
      if (!res.headersSent) sendExpired(res);
      return true;
    }
  };
}

/**
 * The form answers every prompt the request named (devInteractionPolicy.ts): the person chose
 * the account by typing it (`select_account`) and agreed to sign in to the client the page
 * names (`consent`). A prompt stays pending until the result carries its name, so leaving one
 * out would send the browser back to this form for ever.
 */
function resolvedPrompts(interaction: Interaction): InteractionResults {
  const requested = String(interaction.params.prompt ?? '').split(' ');
  return {
    ...(requested.includes('consent') ? { consent: {} } : {}),
    ...(requested.includes('select_account') ? { select_account: {} } : {}),
  };
}

function checkIdentity(name: string, email: string): string | undefined {
  if (name.length === 0) return 'Enter a display name.';
  if (name.length > MAX_NAME_LENGTH)
    return `The display name is limited to ${MAX_NAME_LENGTH} characters.`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'The display name contains control characters.';
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email)) {
    return 'Enter an e-mail address such as ada@example.com.';
  }
  return undefined;
}

async function readForm(
  req: IncomingMessage,
): Promise<URLSearchParams | 'too_large' | 'unsupported'> {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded')) return 'unsupported';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) return 'too_large';
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendExpired(res: ServerResponse): void {
  sendHtml(
    res,
    400,
    renderErrorPage({
      error: 'invalid_request',
      description: 'This sign-in request has expired or was already completed.',
    }),
  );
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  extraHeaders: Record<string, string> = {},
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', DEV_PAGE_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.end(html);
}
