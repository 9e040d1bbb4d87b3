import type { Session } from '../../core/index.js';

/** The body fields that name the caller, which a signed-in session knows. */
export type ScopeField = 'organizationId' | 'userId';

/** Parameters whose `organizationId` / `userId` may be left out: the session's are used. */
export type SessionScoped<B, F extends ScopeField = 'organizationId'> = Omit<B, F> &
  Partial<Pick<B, Extract<keyof B, F>>>;

/**
 * Fills the fields a signed-API body names its caller by (`organizationId`, `userId`) from the
 * signed-in session when the caller left them out. Answers undefined while one is unknown (no
 * session yet), which keeps the query waiting instead of failing.
 */
export function scopeToSession<B>(
  params: object,
  session: Session | null,
  fields: readonly ScopeField[],
): B | undefined {
  const body: Record<string, unknown> = { ...params };
  for (const field of fields) {
    body[field] ??= session?.[field];
    if (body[field] === undefined) return undefined;
  }
  return body as B;
}
