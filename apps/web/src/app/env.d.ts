/// <reference types="vite/client" />

// Build-time settings of the web app (all optional; see apps/web/README.md).
interface ImportMetaEnv {
  /** Analytics measurement id; without it analytics does nothing. */
  readonly VITE_ANALYTICS_ID?: string;
  /** Live-chat site id; without it the chat widget never loads. */
  readonly VITE_CHAT_SITE_ID?: string;
  /** External FAQ address of the help centre. */
  readonly VITE_HELP_FAQ_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
