import type { FastifyInstance } from 'fastify';
import type { SmsGateway } from '../sms/sms-gateway';
import type { Mailer } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, items: string) =>
  `<!doctype html><html lang="ro"><meta charset="utf-8"><title>${title}</title><body style="font-family:sans-serif;max-width:50rem;margin:auto"><h1>${title} (development)</h1>${items || '<p>—</p>'}</body></html>`;

/** Development mailbox: lets a new user read a verification code without an SMTP server. */
export function registerDevMailbox(app: FastifyInstance, mailer: Mailer): void {
  const options = { config: { access: { kind: 'public' as const } }, schema: { hide: true } };

  app.get('/dev/mailbox.json', options, async () => {
    const rows = await mailer.latest(50);
    return rows.map((row) => ({
      to: row.to,
      subject: row.subject,
      text: row.text,
      date: row.createdAt.toISOString(),
    }));
  });

  app.get('/dev/mailbox', options, async (_request, reply) => {
    const rows = await mailer.latest(50);
    const items = rows
      .map(
        (row) =>
          `<article><h2>${escapeHtml(row.subject)}</h2><p><b>${escapeHtml(row.to)}</b> · ${row.createdAt.toISOString()}</p><pre>${escapeHtml(row.text)}</pre></article>`,
      )
      .join('<hr>');
    reply.type('text/html; charset=utf-8');
    return page('Mailbox', items);
  });
}

/** Development SMS outbox: the two-factor codes a phone would receive. */
export function registerDevSmsOutbox(app: FastifyInstance, sms: SmsGateway): void {
  const options = { config: { access: { kind: 'public' as const } }, schema: { hide: true } };

  app.get('/dev/sms-outbox.json', options, async () => {
    const rows = await sms.latest(50);
    return rows.map((row) => ({ to: row.to, text: row.text, date: row.createdAt.toISOString() }));
  });

  app.get('/dev/sms-outbox', options, async (_request, reply) => {
    const rows = await sms.latest(50);
    const items = rows
      .map(
        (row) =>
          `<article><p><b>${escapeHtml(row.to)}</b> · ${row.createdAt.toISOString()}</p><pre>${escapeHtml(row.text)}</pre></article>`,
      )
      .join('<hr>');
    reply.type('text/html; charset=utf-8');
    return page('SMS outbox', items);
  });
}
