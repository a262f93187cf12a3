import { describe, expect, it } from 'vitest';
import { actionEffect, menuActions } from './row-actions';

const declaration = { id: 'd1', type: 'declaration' as const };
const modification = { id: 'm1', type: 'vehicle-modification' as const };
const confirmation = { id: 'c1', type: 'transport-confirmation' as const };

describe('e-Transport row actions', () => {
  it('open the pages of a declaration', () => {
    expect(actionEffect('view', declaration)).toEqual({ kind: 'link', to: '/spv/etransport/d1/view' });
    expect(actionEffect('edit', declaration)).toEqual({ kind: 'link', to: '/spv/etransport/d1' });
    expect(actionEffect('correct', declaration)).toEqual({
      kind: 'link',
      to: '/spv/etransport/d1/add-correction',
    });
    expect(actionEffect('duplicate', { id: 'd2', type: 'correction' })).toEqual({
      kind: 'link',
      to: '/spv/etransport/d2/duplicate',
    });
  });

  it('open a follow-up in its own form, to view or to edit', () => {
    expect(actionEffect('view', modification)).toEqual({
      kind: 'link',
      to: '/spv/etransport/vehicle-modification/m1/edit',
    });
    expect(actionEffect('edit', confirmation)).toEqual({
      kind: 'link',
      to: '/spv/etransport/transport-confirmation/c1/edit',
    });
  });

  it('ask in a dialog before deleting, cancelling, sending, e-mailing or downloading the XML', () => {
    for (const action of ['delete', 'cancel', 'send', 'email', 'download-xml'] as const) {
      expect(actionEffect(action, declaration)).toEqual({ kind: 'modal', modal: action });
    }
    expect(actionEffect('pdf', declaration)).toEqual({ kind: 'pdf' });
  });

  it('list the row actions in order with the irreversible ones last', () => {
    expect(menuActions(['view', 'edit', 'delete', 'cancel', 'send', 'download-xml'])).toEqual({
      safe: ['view', 'edit', 'send', 'download-xml'],
      danger: ['delete', 'cancel'],
    });
    expect(menuActions(['view', 'send', 'pdf'], ['view'])).toEqual({ safe: ['send', 'pdf'], danger: [] });
  });
});
