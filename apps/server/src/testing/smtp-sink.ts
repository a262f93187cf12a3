import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };

/** Decodes the quoted-printable body nodemailer uses for non-ASCII text (Romanian diacritics). */
function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function bodyText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** A real SMTP server in the test process; the app delivers to it exactly as to a production relay. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          text: bodyText(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next message to an address after `afterCount` earlier ones to it. */
    async waitFor(to: string, afterCount = 0, timeoutMs = 30_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mails = received.filter((mail) => mail.to.includes(to.toLowerCase()));
        if (mails.length > afterCount) return mails[afterCount] as ReceivedMail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    countTo: (to: string) => received.filter((mail) => mail.to.includes(to.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The six-digit code of a verification or reset message. */
export function codeIn(mail: ReceivedMail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in mail: ${mail.text}`);
  return match[1];
}
