import { type ProblemReportInput, problemReportSchema } from '@app/domain/support/problem-report.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAuth, signedIn } from '../../platform/auth/access';
import type { OutgoingMail } from '../../platform/mail/mailer';
import { problemReports } from './problem-reports.tables';

const REPORTS_PER_HOUR = 10;

/** The support team reads Romanian; the reply goes to the address the user gave. */
function supportMail(
  to: string,
  report: ProblemReportInput & { id: string; userAgent: string | null },
): OutgoingMail {
  return {
    to,
    subject: `Problemă raportată: ${report.name} <${report.email}>`,
    text: [
      `Nume: ${report.name}`,
      `E-mail: ${report.email}`,
      `Pagina: ${report.page ?? '—'}`,
      `Browser: ${report.userAgent ?? '—'}`,
      `Referință: ${report.id}`,
      '',
      report.description,
      '',
    ].join('\n'),
  };
}

/** POST /v1/problem-reports: stored and e-mailed to SUPPORT_EMAIL in one transaction. */
export function registerProblemReports(appInstance: FastifyInstance, ctx: AppContext): void {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/problem-reports',
    {
      config: signedIn,
      schema: {
        tags: ['support'],
        body: problemReportSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      // A report is an e-mail to a person: a few an hour per user are plenty.
      const keys = [`problem-report:user:${user.id}`];
      await ctx.throttle.assertAllowed(keys, { max: REPORTS_PER_HOUR, windowSeconds: 3600 });
      const userAgent = request.headers['user-agent'] ?? null;
      const id = await ctx.database.transaction(async (tx) => {
        const [row] = await tx.db
          .insert(problemReports)
          .values({ tenantId: user.tenantId, userId: user.id, ...request.body, userAgent })
          .returning({ id: problemReports.id });
        if (!row) throw new Error('problem report not stored');
        await ctx.mailer.queue(
          tx,
          supportMail(ctx.config.supportEmail, { ...request.body, id: row.id, userAgent }),
        );
        return row.id;
      });
      await ctx.throttle.recordFailure(keys);
      return reply.code(201).send({ id });
    },
  );
}
