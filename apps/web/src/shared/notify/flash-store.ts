export type FlashType = 'success' | 'error';

export interface FlashMessage {
  id: number;
  type: FlashType;
  /** An i18n key (or a literal text); translated when shown, so a language switch follows. */
  messageKey: string;
  durationMs: number;
}

export const FLASH_DEFAULT_MS = 5000;

type Listener = () => void;
let messages: FlashMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Messages that outlive a redirect: shown by <FlashMessages/> on the page the user arrives at. */
export const flashStore = {
  add(type: FlashType, messageKey: string, durationMs = FLASH_DEFAULT_MS): number {
    const id = nextId++;
    // The same message twice (two guards refusing at once) shows once.
    messages = [
      ...messages.filter((message) => message.messageKey !== messageKey),
      { id, type, messageKey, durationMs },
    ];
    emit();
    return id;
  },
  dismiss(id: number): void {
    messages = messages.filter((message) => message.id !== id);
    emit();
  },
  clear(): void {
    messages = [];
    emit();
  },
  get(): FlashMessage[] {
    return messages;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
