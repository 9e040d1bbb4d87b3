/** What scripts/demo.ts tells the demo through Vite's environment (`import.meta.env`). */
interface ImportMetaEnv {
  /** The demo's own page as the social logins' redirect page, when the sandbox registered it. */
  readonly VITE_DEMO_OAUTH_REDIRECT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
