import { describe, expect, it } from 'vitest';
import { routeDeclarationErrors } from './declaration-error-paths';
import { emptyDeclarationValues, emptyLine, emptyReference } from './declaration-form-values';

const values = {
  ...emptyDeclarationValues('client', '2026-11-26'),
  products: [emptyLine(), emptyLine()],
  references: [emptyReference()],
};

describe('routeDeclarationErrors', () => {
  it('puts the codes of top-level fields on them', () => {
    expect(
      routeDeclarationErrors(
        {
          startAddressType: ['BR-046'],
          partnerId: ['role:client'],
          deliveryDate: ['after_or_equal:2026-11-26'],
        },
        values,
      ),
    ).toEqual({
      fields: {
        startAddressType: ['BR-046'],
        partnerId: ['role:client'],
        deliveryDate: ['after_or_equal:2026-11-26'],
      },
      other: [],
    });
  });

  it('puts a line field on that line, derived prices and totals on the typed value', () => {
    const { fields } = routeDeclarationErrors(
      {
        'products.1.netWeight': ['lte'],
        'products.0.priceInCurrency': ['max:999999999999.9999'],
        'products.0.price': ['BR-042'],
        'products.1.grossWeightTotal': ['BR-040'],
        'references.0.uit': ['BR-019'],
        'transportDocuments.0.notes': ['required'],
      },
      values,
    );
    expect(fields).toEqual({
      'products.1.netWeight': ['lte'],
      'products.0.price': ['max:999999999999.9999', 'BR-042'],
      'products.1.grossWeight': ['BR-040'],
      'references.0.uit': ['BR-019'],
      'transportDocuments.0.notes': ['required'],
    });
  });

  it('puts the codes of a list or of a row it does not have on the list', () => {
    expect(
      routeDeclarationErrors({ references: ['BR-025'], 'products.7.quantity': ['required'] }, values).fields,
    ).toEqual({
      references: ['BR-025'],
      products: ['required'],
    });
  });

  it('leaves the codes of no field for a toast', () => {
    expect(
      routeDeclarationErrors(
        { '': ['etransport.draft-child-exists'], _: ['etransport.spv-inactive'] },
        values,
      ),
    ).toEqual({ fields: {}, other: ['etransport.draft-child-exists', 'etransport.spv-inactive'] });
  });
});
