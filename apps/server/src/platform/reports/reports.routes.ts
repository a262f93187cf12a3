import type { Permission } from '@app/domain/permissions/permissions';
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireCompany } from '../auth/access';
import { reportCsv, reportFileName, reportXlsx } from './report-files';
import { parseReportRequest, reportQuerySchema } from './report-request';
import { REPORTS } from './report-table';
import type { ReportsService } from './reports.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The two routes of one side's reports under `base` (/v1/my-companies/:companyId/client-reports or
 * supplier-reports): the meta (the reports and the currencies in use) and one report.
 */
export function registerReportRoutes(
  appInstance: FastifyInstance,
  options: { base: string; tag: string; permission: Permission; service: ReportsService },
) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();
  const { base: BASE, service } = options;
  const tags = [options.tag];
  const read = can(options.permission);

  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ companyId: z.string() }),
        response: {
          200: z.object({ reports: z.array(z.enum(REPORTS)), currencies: z.array(z.string()) }),
        },
      },
    },
    async (request) => {
      const currencies = await service.currencies(requireCompany(request).id);
      return {
        reports: [...REPORTS],
        currencies: currencies.includes('RON') ? currencies : ['RON', ...currencies],
      };
    },
  );

  // The answer is {report, title, currency, from, to, partner, columns, rows, totals, summary}, or
  // the same table as a CSV or XLSX file (format=csv|xlsx). No response schema: a year of a
  // partner's documents is thousands of rows, written as they are built.
  app.get(
    `${BASE}/:report`,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ companyId: z.string(), report: z.string() }),
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const parsed = parseReportRequest(request.params.report, request.query, todayInRomania());
      const table = await service.build(requireCompany(request).id, parsed);
      reply.header('cache-control', 'no-store');
      if (parsed.format === 'json') return table;
      const extension = parsed.format;
      reply.header('content-disposition', `attachment; filename="${reportFileName(table, extension)}"`);
      if (extension === 'csv') return reply.type('text/csv; charset=utf-8').send(reportCsv(table));
      return reply.type(XLSX_TYPE).send(await reportXlsx(table));
    },
  );
}
