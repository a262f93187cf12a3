import { describe, expect, it } from 'vitest';
import {
  ACTION_PERMISSION,
  allowedActions,
  ETRANSPORT_ACTIONS,
  type EtransportAction,
  permittedActions,
} from './allowed-actions';
import {
  COMBINED_STATES,
  combinedState,
  DOCUMENT_STATUSES,
  ETRANSPORT_KINDS,
  type EtransportRowState,
  TRANSPORT_STATUSES,
} from './etransport-states';

const UIT = '3V0P0L0P0T3JUW46';

type Case = EtransportRowState & { spvActive: boolean };

/** Every kind x document status x transport status (none too) x pending x imported x uit x SPV. */
function* everyCase(): Generator<Case> {
  for (const kind of ETRANSPORT_KINDS)
    for (const status of DOCUMENT_STATUSES)
      for (const etransportStatus of [null, ...TRANSPORT_STATUSES])
        for (const pending of [false, true])
          for (const imported of [false, true])
            for (const uit of [null, UIT])
              for (const spvActive of [false, true])
                yield { kind, status, etransportStatus, pending, imported, uit, spvActive };
}

/**
 * Spec 03 §4 "Allowed actions", line by line, written apart from the implementation. "Pending"
 * is a send in flight: queued by the product or awaiting ANAF's validation; "imported" is the row's
 * origin or an imported status.
 */
function expected(c: Case): EtransportAction[] {
  const pending = c.pending || c.etransportStatus === 'pending';
  const imported = c.imported || c.status === 'imported' || c.status === 'imported:corrected';
  const draft = c.status === 'draft';
  const published = c.status === 'published';
  const declaration = c.kind === 'declaration' || c.kind === 'correction';
  const allowed = new Set<EtransportAction>();

  // View: any declaration; a confirmation or modification when draft and pending, or published and accepted.
  if (declaration || (draft && pending) || (published && c.etransportStatus === 'accepted'))
    allowed.add('view');
  // Edit declaration, vehicle modification or confirmation: draft and not pending.
  if (draft && !pending) allowed.add('edit');
  if (declaration) {
    // Delete declaration: not pending; a draft correction; a draft rejected or unsent that is not
    // imported and has no uit; a published accepted one.
    if (
      !pending &&
      ((c.kind === 'correction' && draft) ||
        (draft &&
          !imported &&
          c.uit === null &&
          (c.etransportStatus === 'rejected' || c.etransportStatus === null)) ||
        (published && c.etransportStatus === 'accepted'))
    )
      allowed.add('delete');
    // Cancel and add correction: published, not pending, not imported (and the UIT they refer to).
    if (published && !pending && !imported && c.uit !== null) {
      allowed.add('cancel');
      allowed.add('correct');
    }
    // Send: blocked when imported, imported-corrected or pending, rejected and published, accepted
    // and canceled, corrected or published; a corrected declaration can no longer be used.
    const blocked =
      imported ||
      pending ||
      c.status === 'corrected' ||
      // A cancellation on its way is sent by itself; the declaration waits for ANAF's answer.
      c.status === 'cancel-draft' ||
      (c.etransportStatus === 'rejected' && published) ||
      (c.etransportStatus === 'accepted' && ['canceled', 'corrected', 'published'].includes(c.status));
    if (c.spvActive && !blocked) allowed.add('send');
    // Duplicate and download XML: not imported.
    if (!imported) {
      allowed.add('duplicate');
      allowed.add('download-xml');
    }
    // PDF and e-mail: with a uit, imported, imported-corrected or published.
    if (c.uit !== null && ['imported', 'imported:corrected', 'published'].includes(c.status)) {
      allowed.add('pdf');
      allowed.add('email');
    }
  } else {
    // Delete a vehicle modification or confirmation: not pending and draft.
    if (draft && !pending) allowed.add('delete');
    // Send a modification or confirmation: a draft, not pending.
    if (c.spvActive && draft && !pending) allowed.add('send');
    allowed.add('download-xml');
  }
  return ETRANSPORT_ACTIONS.filter((action) => allowed.has(action));
}

const row = (overrides: Partial<EtransportRowState>): EtransportRowState => ({
  kind: 'declaration',
  status: 'draft',
  etransportStatus: null,
  pending: false,
  imported: false,
  uit: null,
  ...overrides,
});
const active = { spvActive: true };

describe('allowedActions: the full table', () => {
  const cases = [...everyCase()];

  it('covers every combination once (4 kinds x 7 statuses x 4 x 2 x 2 x 2 x 2)', () => {
    expect(cases).toHaveLength(4 * 7 * 4 * 2 * 2 * 2 * 2);
  });

  it('decides every combination as spec 03 §4 reads', () => {
    const wrong = cases
      .map((c) => {
        const { spvActive, ...state } = c;
        return { c, got: allowedActions(state, { spvActive }), want: expected(c) };
      })
      .filter(({ got, want }) => got.join() !== want.join());
    expect(wrong).toEqual([]);
  });

  it('never sends without an active SPV connection, nor acts on a row in flight', () => {
    for (const { spvActive, ...state } of cases) {
      const actions = allowedActions(state, { spvActive });
      if (!spvActive) expect(actions).not.toContain('send');
      if (state.pending || state.etransportStatus === 'pending')
        for (const action of ['edit', 'delete', 'cancel', 'correct', 'send'] as const)
          expect(actions).not.toContain(action);
    }
  });
});

describe('allowedActions: typical rows', () => {
  it.each<[string, Partial<EtransportRowState>, EtransportAction[]]>([
    ['a new draft', {}, ['view', 'edit', 'delete', 'send', 'duplicate', 'download-xml']],
    [
      'a draft ANAF rejected',
      { etransportStatus: 'rejected' },
      ['view', 'edit', 'delete', 'send', 'duplicate', 'download-xml'],
    ],
    ['a draft being sent', { pending: true }, ['view', 'duplicate', 'download-xml']],
    ['a draft awaiting validation', { etransportStatus: 'pending' }, ['view', 'duplicate', 'download-xml']],
    [
      'an accepted declaration',
      { status: 'published', etransportStatus: 'accepted', uit: UIT },
      ['view', 'delete', 'cancel', 'correct', 'duplicate', 'download-xml', 'pdf', 'email'],
    ],
    [
      'a cancellation on its way',
      { status: 'cancel-draft', etransportStatus: 'pending', uit: UIT },
      ['view', 'duplicate', 'download-xml'],
    ],
    [
      'a canceled declaration',
      { status: 'canceled', etransportStatus: 'accepted', uit: UIT },
      ['view', 'duplicate', 'download-xml'],
    ],
    [
      'a corrected declaration',
      { status: 'corrected', etransportStatus: 'accepted', uit: UIT },
      ['view', 'duplicate', 'download-xml'],
    ],
    ['an imported declaration', { status: 'imported', imported: true, uit: UIT }, ['view', 'pdf', 'email']],
    [
      'an imported correction',
      { status: 'imported:corrected', imported: true, uit: UIT },
      ['view', 'pdf', 'email'],
    ],
    [
      'a draft correction with its parent UIT',
      { kind: 'correction', uit: UIT },
      ['view', 'edit', 'delete', 'send', 'duplicate', 'download-xml'],
    ],
    [
      'a draft vehicle modification',
      { kind: 'vehicle-modification', uit: UIT },
      ['edit', 'delete', 'send', 'download-xml'],
    ],
    [
      'a confirmation awaiting validation',
      { kind: 'transport-confirmation', etransportStatus: 'pending', uit: UIT },
      ['view', 'download-xml'],
    ],
    [
      'an accepted vehicle modification',
      { kind: 'vehicle-modification', status: 'published', etransportStatus: 'accepted', uit: UIT },
      ['view', 'download-xml'],
    ],
  ])('%s', (_name, overrides, actions) => {
    expect(allowedActions(row(overrides), active)).toEqual(actions);
  });

  it('keeps a draft unsendable without an SPV connection', () => {
    expect(allowedActions(row({}), { spvActive: false })).not.toContain('send');
  });
});

describe('permissions', () => {
  it('groups the actions as spec 03 §4 does', () => {
    expect(ACTION_PERMISSION).toEqual({
      view: 'read',
      'download-xml': 'read',
      pdf: 'read',
      email: 'read',
      edit: 'write',
      send: 'write',
      correct: 'write',
      duplicate: 'write',
      cancel: 'delete',
      delete: 'delete',
    });
  });

  it('keeps only the granted actions', () => {
    const actions = allowedActions(
      row({ status: 'published', etransportStatus: 'accepted', uit: UIT }),
      active,
    );
    expect(permittedActions(actions, { read: true, write: false, delete: false })).toEqual([
      'view',
      'download-xml',
      'pdf',
      'email',
    ]);
    expect(permittedActions(actions, { read: false, write: false, delete: true })).toEqual([
      'delete',
      'cancel',
    ]);
  });
});

describe('combinedState', () => {
  /** Spec 03 §4: draft, pending, accepted, rejected, canceled, corrected, imported. */
  function expectedState(
    s: Pick<EtransportRowState, 'status' | 'etransportStatus' | 'pending' | 'imported'>,
  ) {
    if (s.pending || s.etransportStatus === 'pending' || s.status === 'cancel-draft') return 'pending';
    if (s.status === 'canceled' || s.status === 'corrected') return s.status;
    if (s.imported || s.status.startsWith('imported')) return 'imported';
    if (s.etransportStatus === 'rejected') return 'rejected';
    if (s.etransportStatus === 'accepted' || s.status === 'published') return 'accepted';
    return 'draft';
  }

  it('decides every status x transport status x pending x imported', () => {
    const seen = new Set<string>();
    for (const status of DOCUMENT_STATUSES)
      for (const etransportStatus of [null, ...TRANSPORT_STATUSES])
        for (const pending of [false, true])
          for (const imported of [false, true]) {
            const state = combinedState({ status, etransportStatus, pending, imported });
            expect([status, etransportStatus, pending, imported, state]).toEqual([
              status,
              etransportStatus,
              pending,
              imported,
              expectedState({ status, etransportStatus, pending, imported }),
            ]);
            seen.add(state);
          }
    expect([...seen].sort()).toEqual([...COMBINED_STATES].sort());
  });

  it.each<[Partial<EtransportRowState>, string]>([
    [{}, 'draft'],
    [{ pending: true }, 'pending'],
    [{ etransportStatus: 'pending' }, 'pending'],
    [{ etransportStatus: 'rejected' }, 'rejected'],
    [{ status: 'published', etransportStatus: 'accepted' }, 'accepted'],
    [{ status: 'published' }, 'accepted'],
    [{ status: 'cancel-draft' }, 'pending'],
    [{ status: 'canceled', etransportStatus: 'accepted' }, 'canceled'],
    [{ status: 'corrected', etransportStatus: 'accepted' }, 'corrected'],
    [{ status: 'imported', imported: true }, 'imported'],
    [{ status: 'imported:corrected' }, 'imported'],
  ])('%o is %s', (overrides, state) => {
    expect(combinedState(row(overrides))).toBe(state);
  });
});
