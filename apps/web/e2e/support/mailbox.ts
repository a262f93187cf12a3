interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  date: string;
}

const keyOf = (message: MailboxMessage) => `${message.date}|${message.subject}|${message.text}`;

async function messagesTo(baseUrl: string, address: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox.json`);
  if (!response.ok) throw new Error(`GET /dev/mailbox.json answered ${response.status}`);
  const messages = (await response.json()) as MailboxMessage[];
  return messages.filter((message) => message.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * Remembers what the development mailbox holds for an address now, so that the code of the next
 * message (not of an earlier one) can be read after an action.
 */
export async function watchMailbox(baseUrl: string, address: string) {
  const seen = new Set((await messagesTo(baseUrl, address)).map(keyOf));
  /** Waits for a new message to the address. */
  async function next(timeoutMs: number): Promise<MailboxMessage> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const fresh = (await messagesTo(baseUrl, address)).find((message) => !seen.has(keyOf(message)));
      if (fresh) {
        seen.add(keyOf(fresh));
        return fresh;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`No new message to ${address} within ${timeoutMs / 1000} s`);
  }
  return {
    /** Waits for a new message to the address and returns the only 6-digit number in its text. */
    async nextCode(timeoutMs = 20_000): Promise<string> {
      const fresh = await next(timeoutMs);
      const codes = fresh.text.match(/(?<!\d)\d{6}(?!\d)/g) ?? [];
      if (codes.length !== 1 || !codes[0]) {
        throw new Error(
          `Expected one 6-digit code in "${fresh.subject}", found ${codes.length}:\n${fresh.text}`,
        );
      }
      return codes[0];
    },
    /** Waits for a new message to the address and returns the path of its link to this app. */
    async nextLinkPath(timeoutMs = 20_000): Promise<string> {
      const fresh = await next(timeoutMs);
      const link = /https?:\/\/\S+/.exec(fresh.text)?.[0];
      if (!link) throw new Error(`Expected a link in "${fresh.subject}":\n${fresh.text}`);
      return new URL(link).pathname;
    },
  };
}
