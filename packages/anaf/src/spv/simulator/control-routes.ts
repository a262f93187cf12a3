import type { SimAnswer } from './context';
import { jsonAnswer } from './context';
import type { PartnerDeclaration } from './etransport-partner';
import type { ReceivedInvoice } from './inbox';
import type { AnafSimulator } from './simulator';

/**
 * `/_control/*` (development and tests only), JSON in and out:
 * POST inbox {cif, xml, createdAt?} | {invoices: [...]},
 * POST etransport-declaration {partnerCif, declarantCif, kind: NOT|COR|DEL, uit?, referenceCode?, createdAt?},
 * POST faults {seed, rates, latencyMs, timeoutMs},
 * POST processing-polls {polls}, POST limits {...}, POST settings {...}, POST register {cif},
 * GET stats, POST reset.
 */
export function answerControl(
  simulator: AnafSimulator,
  method: string,
  name: string,
  body: string,
): SimAnswer {
  let input: Record<string, unknown> = {};
  if (body.trim() !== '') {
    try {
      input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return jsonAnswer({ error: 'the body is not JSON' }, 400);
    }
  }
  if (method === 'GET' && name === 'stats') return jsonAnswer(simulator.stats());
  if (method !== 'POST') return jsonAnswer({ error: `no control ${method} ${name}` }, 404);
  switch (name) {
    case 'inbox': {
      if (Array.isArray(input.invoices)) {
        return jsonAnswer({ placed: simulator.placeReceivedInvoices(input.invoices as ReceivedInvoice[]) });
      }
      if (typeof input.cif !== 'string' || typeof input.xml !== 'string') {
        return jsonAnswer({ error: 'cif and xml are required' }, 400);
      }
      return jsonAnswer(simulator.placeReceivedInvoice(input as unknown as ReceivedInvoice));
    }
    case 'etransport-declaration':
      try {
        return jsonAnswer(simulator.placeEtransportDeclaration(input as unknown as PartnerDeclaration));
      } catch (error) {
        return jsonAnswer({ error: (error as Error).message }, 400);
      }
    case 'faults':
      simulator.setFaults(input);
      return jsonAnswer(simulator.faultSettings());
    case 'processing-polls':
      simulator.setProcessingPolls(Number(input.polls ?? 0));
      return jsonAnswer({ ok: true });
    case 'limits':
      simulator.setLimits(input);
      return jsonAnswer({ ok: true });
    case 'settings':
      simulator.setSettings(input);
      return jsonAnswer({ ok: true });
    case 'register':
      if (typeof input.cif !== 'string') return jsonAnswer({ error: 'cif is required' }, 400);
      simulator.registerCompany(input.cif);
      return jsonAnswer({ ok: true });
    case 'reset':
      simulator.reset();
      return jsonAnswer({ ok: true });
    default:
      return jsonAnswer({ error: `no control ${name}` }, 404);
  }
}
