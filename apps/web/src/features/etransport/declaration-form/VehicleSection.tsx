import { ETRANSPORT_LIMITS } from '@app/domain/etransport/etransport-fields';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/FormFields';
import { FormSection } from '../../../shared/forms/FormSection';

const FIELDS = [
  { name: 'deliveryVehicleRegistrationNumber', required: true, testId: 'declaration-vehicle' },
  { name: 'deliveryVehicleTrailerRegistrationNumber', required: false, testId: 'declaration-trailer' },
  {
    name: 'deliveryVehicleSecondTrailerRegistrationNumber',
    required: false,
    testId: 'declaration-second-trailer',
  },
] as const;

/** The vehicle's and the trailers' registration numbers: 2 to 20 letters and digits, all different. */
export function VehicleSection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('etransport.form.sections.vehicle')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {FIELDS.map((entry) => (
          <TextField
            key={entry.name}
            name={entry.name}
            label={t(`etransport.form.fields.${entry.name}`)}
            required={entry.required}
            maxLength={ETRANSPORT_LIMITS.vehicleNumberMax}
            placeholder={t('etransport.form.hints.vehicle-placeholder')}
            data-testid={entry.testId}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
