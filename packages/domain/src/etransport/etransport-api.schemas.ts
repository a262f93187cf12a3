import { z } from 'zod';
import { ETRANSPORT_ACTIONS } from './allowed-actions';
import { etransportListItemSchema } from './etransport-list.schemas';
import { COMBINED_STATES, ETRANSPORT_KINDS } from './etransport-states';

/**
 * The answers of `/v1/my-companies/{id}/etransport` (spec 03 §7) shared by the server and the web
 * app. Inputs are the domain's declaration and follow-up schemas.
 */

/** A register row: the list item of spec 03 §3 plus what the list shows and may do with it. */
export const etransportRowSchema = etransportListItemSchema.extend({
  /** A send is queued in the product and not yet registered by ANAF. */
  pending: z.boolean(),
  imported: z.boolean(),
  state: z.enum(COMBINED_STATES),
  partnerName: z.string().nullable(),
  referenceCode: z.string().nullable(),
  /** Allowed by the row's state and granted by the user's permissions. */
  actions: z.array(z.enum(ETRANSPORT_ACTIONS)),
  createdAt: z.string(),
});
export type EtransportRow = z.infer<typeof etransportRowSchema>;

/** The activity log's steps (spec 03 §3 Activity log steps). */
export const ACTIVITY_STEPS = [
  'created',
  'updated',
  'queued',
  'registered',
  'accepted',
  'rejected',
  'cancel-requested',
  'downloaded-xml',
  'downloaded-pdf',
  'sent-by-email',
] as const;
export type ActivityStep = (typeof ACTIVITY_STEPS)[number];

export const etransportActivitySchema = z.object({
  step: z.enum(ACTIVITY_STEPS),
  at: z.string(),
  userName: z.string().nullable(),
  /** ANAF's errors of a rejection, the addresses of an e-mail, an upload index. */
  detail: z.string().nullable(),
});

/** Stored payloads travel as the domain's parsed shapes (DeclarationPayload and the follow-ups'). */
const payload = z.record(z.string(), z.unknown());

/** One item with its form values, ANAF's answers and its activity. */
export const etransportDetailSchema = etransportRowSchema.extend({
  uploadIndex: z.string().nullable(),
  /** ANAF's errors of the last refusal. */
  errors: z.array(z.string()),
  /** A declaration or correction: DeclarationPayload. */
  declaration: payload.nullable(),
  /** VehicleModificationPayload. */
  vehicleModification: payload.nullable(),
  /** TransportConfirmationPayload. */
  transportConfirmation: payload.nullable(),
  /** The cancellation of a declaration, once asked for. */
  cancellation: z
    .object({
      status: z.enum(['pending', 'accepted', 'rejected']),
      errors: z.array(z.string()),
    })
    .nullable(),
  /** The draft correction of this declaration, if one exists (only one per parent). */
  draftChildId: z.string().nullable(),
  activity: z.array(etransportActivitySchema),
});
export type EtransportDetail = z.infer<typeof etransportDetailSchema>;

/** Register filters (query `filters[i][field]`): type, combined state, delivery date range. */
export const ETRANSPORT_FILTER_FIELDS = ['type', 'state', 'deliveryDate', 'uit'] as const;
export const etransportTypeFilter = z.enum(ETRANSPORT_KINDS);

/** Module access (spec 03 §1): what is missing, and the alerts about the base plan. */
export const ETRANSPORT_ACCESS_NEEDS = ['activation', 'base-subscription', 'spv-connection'] as const;
export const ETRANSPORT_ACCESS_ALERTS = ['base-expires-before-module', 'base-expired'] as const;
export const ACTIVATION_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;

export const etransportAccessSchema = z.object({
  /** Every condition holds: the module may be used. */
  active: z.boolean(),
  missing: z.array(z.enum(ETRANSPORT_ACCESS_NEEDS)),
  alerts: z.array(z.enum(ETRANSPORT_ACCESS_ALERTS)),
  activation: z
    .object({
      planCode: z.string(),
      startsAt: z.string(),
      expiresAt: z.string(),
      paymentStatus: z.enum(['pending', 'accepted', 'processing']).nullable(),
    })
    .nullable(),
  baseExpiresAt: z.string().nullable(),
  spvActive: z.boolean(),
  /** The SPV connection covers e-Transport (every connection made in the product does). */
  migrated: z.boolean(),
  /** Prices of the add-on's periods, VAT included (RON). */
  prices: z.array(z.object({ period: z.enum(ACTIVATION_PERIODS), planCode: z.string(), price: z.string() })),
});
export type EtransportAccess = z.infer<typeof etransportAccessSchema>;

export const etransportActivationInputSchema = z.object({
  period: z.enum(ACTIVATION_PERIODS, { error: 'required' }),
  /** Charge the saved card again at expiry. */
  autoRenew: z.boolean().default(false),
  acceptTerms: z.literal(true, { error: 'accepted' }),
});
export type EtransportActivationInput = z.input<typeof etransportActivationInputSchema>;
