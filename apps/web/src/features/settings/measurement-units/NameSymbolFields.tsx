import { UNIT_LIMITS } from '@app/domain/measurement-units/measurement-unit.schemas';
import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/FormFields';

/**
 * A unit's (or a translation's) first field, then its name and symbol, labelled from
 * settings.<resource>.fields.* and tested as <resource>-name and <resource>-symbol.
 */
export function NameSymbolFields({ resource, first }: { resource: string; first: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {first}
      {(['name', 'symbol'] as const).map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`settings.${resource}.fields.${field}`)}
          required
          maxLength={UNIT_LIMITS[field]}
          data-testid={`${resource}-${field}`}
        />
      ))}
    </SimpleGrid>
  );
}
