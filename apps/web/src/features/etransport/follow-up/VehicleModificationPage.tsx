import { vehicleModificationInputSchema } from '@app/domain/etransport/follow-up.schemas';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../shared/forms/DateField';
import { TextareaField, TextField, useField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { etransportApi } from '../etransport.api';
import { FollowUpCommonFields } from './FollowUpCommonFields';
import { FollowUpFrame } from './FollowUpFrame';
import { type VehicleModificationValues, vehicleModificationValues } from './follow-up-values';

const resolver = schemaResolver<
  VehicleModificationValues,
  ReturnType<typeof vehicleModificationInputSchema.parse>
>(vehicleModificationInputSchema);

/** hh:mm on a 24-hour clock, as the browser's time input gives it. */
function TimeField({ label }: { label: string }) {
  const { field, error } = useField('time');
  return (
    <TextInput
      type="time"
      label={label}
      required
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={error}
      data-testid="follow-up-time"
    />
  );
}

/** A vehicle modification: the new vehicle and trailers of a declared transport, from a date and time. */
export function VehicleModificationPage() {
  const { t } = useTranslation();
  const f = (key: string) => t(`etransport.follow-up.${key}`);
  return (
    <FollowUpFrame
      kind="vehicle-modification"
      resolver={resolver}
      valuesOf={vehicleModificationValues}
      storedOf={(detail) => detail.vehicleModification}
      save={(companyId, id, payload) =>
        id === null
          ? etransportApi.createVehicleModification(companyId, payload)
          : etransportApi.updateVehicleModification(companyId, id, payload)
      }
    >
      <FollowUpCommonFields />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField name="date" label={f('date')} required data-testid="follow-up-date" />
        <TimeField label={f('time')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextField
          name="vehicleRegistrationNumber"
          label={f('vehicle-number')}
          required
          maxLength={20}
          data-testid="follow-up-vehicle"
        />
        <TextField
          name="trailerRegistrationNumber"
          label={f('trailer')}
          maxLength={20}
          data-testid="follow-up-trailer"
        />
        <TextField
          name="secondTrailerRegistrationNumber"
          label={f('second-trailer')}
          maxLength={20}
          data-testid="follow-up-second-trailer"
        />
      </SimpleGrid>
      <TextareaField name="notes" label={f('notes')} maxLength={200} />
    </FollowUpFrame>
  );
}
