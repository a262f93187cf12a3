import { z } from 'zod';
import { type Permissions, ROLES } from './permissions';

export const permissionsSchema: z.ZodType<Permissions> = z.object({
  global: z.object({ roles: z.array(z.enum(ROLES)), permissions: z.array(z.string()) }),
  byCompany: z.array(z.object({ myCompanyId: z.string(), permissions: z.array(z.string()) })),
});
