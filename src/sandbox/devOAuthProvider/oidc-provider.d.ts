/**
 * The slice of `oidc-provider` (v8, which ships no type declarations) that the dev OAuth provider
 * uses. Hand-written from the library's source (lib/provider.js, lib/helpers/defaults.js,
 * lib/models/*); keep it minimal. If `@types/oidc-provider` is ever installed, delete this file.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** What the library stores through an adapter: a plain JSON object per model instance. */
  export interface AdapterPayload {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
  }

  /** The storage interface every model uses (lib/adapters/memory_adapter.js is the reference). */
  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  /** Called once per model name ('Session', 'AccessToken', 'Client', ...). Not async. */
  export type AdapterFactory = (modelName: string) => Adapter;

  export interface ClientMetadata {
    [key: string]: unknown;
    client_id: string;
    redirect_uris: string[];
    response_types: string[];
    grant_types: string[];
    token_endpoint_auth_method: string;
    application_type?: 'web' | 'native';
    id_token_signed_response_alg?: string;
  }

  export type ClaimsMap = Record<string, unknown>;

  export interface Account {
    accountId: string;
    claims(
      use: 'id_token' | 'userinfo' | string,
      scope: string,
      claims: unknown,
      rejected: string[],
    ): Promise<ClaimsMap> | ClaimsMap;
  }

  export interface Client {
    readonly clientId: string;
    readonly redirectUris: string[];
  }

  export interface Session {
    accountId?: string;
  }

  export interface OIDCContext {
    readonly provider: Provider;
    readonly client?: Client;
    readonly session: Session;
    readonly route: string;
    /** The request's parameters (authorization: `response_type`, `prompt`...). */
    readonly params: Record<string, unknown>;
    readonly requestParamOIDCScopes: Set<string>;
  }

  /** The Koa context as oidc-provider hands it to configuration functions. */
  export interface KoaContextWithOIDC {
    readonly oidc: OIDCContext;
    type: string;
    body: unknown;
    status: number;
    set(field: string, value: string): void;
  }

  export interface ErrorOut {
    [key: string]: unknown;
    error?: string;
    error_description?: string;
    state?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    /** Resolves a requested `select_account` prompt (a prompt is resolved by its result key). */
    select_account?: Record<string, never>;
    error?: string;
    error_description?: string;
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    readonly params: Record<string, unknown>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId: string; clientId: string }): Grant;
  }

  export interface ClientSchemaPrototype {
    invalidate(message: string, code?: string): void;
  }

  export interface ClientConstructor {
    readonly Schema: { prototype: ClientSchemaPrototype };
  }

  type Ttl = number | ((ctx: KoaContextWithOIDC, token: unknown, client: unknown) => number);

  /** The configuration keys this project sets (lib/helpers/defaults.js has them all). */
  export interface Configuration {
    adapter?: AdapterFactory;
    claims?: Record<string, string[] | null>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    clientDefaults?: Partial<ClientMetadata>;
    conformIdTokenClaims?: boolean;
    cookies?: {
      keys?: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    expiresWithSession?: (ctx: KoaContextWithOIDC, token: unknown) => Promise<boolean> | boolean;
    features?: Record<string, { enabled: boolean; [key: string]: unknown }>;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: unknown,
    ) => Promise<Account | undefined> | Account | undefined;
    interactions?: {
      policy?: InteractionPolicy;
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string> | string;
    };
    jwks?: { keys: Record<string, unknown>[] };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void> | void;
    responseTypes?: string[];
    scopes?: string[];
    ttl?: Record<string, Ttl>;
  }

  /** One prompt of the interaction policy (lib/helpers/interaction_policy/prompt.js). */
  export interface Prompt {
    readonly name: string;
    readonly requestable: boolean;
  }

  /** The ordered prompts the library checks at each authorization request. */
  export interface InteractionPolicy extends Array<Prompt> {
    add(prompt: Prompt, index?: number): void;
  }

  export const interactionPolicy: {
    base(): InteractionPolicy;
    Prompt: new (options: { name: string; requestable?: boolean }) => Prompt;
  };

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    /** Koa's `app.proxy`: trust X-Forwarded-Proto / X-Forwarded-Host. */
    proxy: boolean;
    readonly Grant: GrantConstructor;
    readonly Client: ClientConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
