// The live-chat widget (Crisp-style API). It loads only when VITE_CHAT_SITE_ID is set, and only when
// the user first opens it, so a visit that never chats makes no request to the chat provider.

type ChatQueue = unknown[][];
declare global {
  interface Window {
    $crisp?: ChatQueue;
    CRISP_WEBSITE_ID?: string;
  }
}

const siteId = import.meta.env.VITE_CHAT_SITE_ID;
const SCRIPT_URL = 'https://client.crisp.chat/l.js';
let loaded = false;

export function isChatConfigured(): boolean {
  return Boolean(siteId);
}

function load(): void {
  if (loaded || !siteId) return;
  loaded = true;
  window.$crisp = [];
  window.CRISP_WEBSITE_ID = siteId;
  const script = document.createElement('script');
  script.src = SCRIPT_URL;
  script.async = true;
  document.head.appendChild(script);
}

/** Opens the chat window; does nothing without a configured site id. */
export function openChat(): void {
  if (!siteId) return;
  load();
  window.$crisp?.push(['do', 'chat:show']);
  window.$crisp?.push(['do', 'chat:open']);
}

/** After logout or an expired session the next person must not see the previous conversation. */
export function resetChat(): void {
  if (!loaded) return;
  window.$crisp?.push(['do', 'session:reset']);
}
