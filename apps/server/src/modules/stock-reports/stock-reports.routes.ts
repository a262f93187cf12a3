import { todayInRomania } from '@app/domain/validators/iso-date';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can, requireCompany } from '../../platform/auth/access';
import { reportCsv, reportXlsx } from '../../platform/reports/report-files';
import { parseStockReportRequest, stockReportQuerySchema } from './stock-report-request';
import { STOCK_REPORTS, type StockReportTable } from './stock-report-table';
import type { StockReportsService } from './stock-reports.service';

const BASE = '/v1/my-companies/:companyId/stock-reports';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['stock-reports'];
/** The stock reports have an area of their own, so one may see them without managing warehouses. */
const read = can('stock-reports.read');

const choice = z.object({ id: z.string(), name: z.string() });

/** An ASCII file name: the report and its period or date ("stock-balance_2026-01-01_2026-01-31.xlsx"). */
export function stockReportFileName(table: StockReportTable, extension: 'csv' | 'xlsx'): string {
  const dates = table.from ? `${table.from}_${table.to}` : table.to;
  return `${table.report}_${dates}.${extension}`;
}

/** The meta (the reports and the filters' choices) and one report, as JSON, CSV or XLSX. */
export function registerStockReportRoutes(appInstance: FastifyInstance, service: StockReportsService) {
  const app = appInstance.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ companyId: z.string() }),
        response: {
          200: z.object({
            reports: z.array(z.enum(STOCK_REPORTS)),
            warehouses: z.array(choice),
            categories: z.array(choice),
          }),
        },
      },
    },
    async (request) => ({
      reports: [...STOCK_REPORTS],
      ...(await service.options(requireCompany(request).id)),
    }),
  );

  // The answer is {report, title, from, to, warehouse, product, category, columns, rows, totals},
  // or the same table as a file (format=csv|xlsx). No response schema: the current stock of a
  // large catalogue is a hundred thousand rows, written as they are built.
  app.get(
    `${BASE}/:report`,
    {
      config: read,
      schema: {
        tags,
        params: z.object({ companyId: z.string(), report: z.string() }),
        querystring: stockReportQuerySchema,
      },
    },
    async (request, reply) => {
      const parsed = parseStockReportRequest(request.params.report, request.query, todayInRomania());
      const table = await service.build(requireCompany(request).id, parsed);
      reply.header('cache-control', 'no-store');
      if (parsed.format === 'json') return table;
      const extension = parsed.format;
      reply.header('content-disposition', `attachment; filename="${stockReportFileName(table, extension)}"`);
      if (extension === 'csv') return reply.type('text/csv; charset=utf-8').send(reportCsv(table));
      return reply.type(XLSX_TYPE).send(await reportXlsx(table));
    },
  );
}
