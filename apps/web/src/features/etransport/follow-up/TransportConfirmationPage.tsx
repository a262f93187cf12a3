import { CONFIRMATION_TYPES } from '@app/domain/etransport/etransport-codes';
import { transportConfirmationInputSchema } from '@app/domain/etransport/follow-up.schemas';
import { useTranslation } from 'react-i18next';
import { SelectField, TextareaField } from '../../../shared/forms/FormFields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { etransportApi } from '../etransport.api';
import { FollowUpCommonFields } from './FollowUpCommonFields';
import { FollowUpFrame } from './FollowUpFrame';
import { type TransportConfirmationValues, transportConfirmationValues } from './follow-up-values';

const resolver = schemaResolver<
  TransportConfirmationValues,
  ReturnType<typeof transportConfirmationInputSchema.parse>
>(transportConfirmationInputSchema);

/** A transport confirmation: whether the goods of a declared transport arrived, in full or in part. */
export function TransportConfirmationPage() {
  const { t } = useTranslation();
  const f = (key: string) => t(`etransport.follow-up.${key}`);
  return (
    <FollowUpFrame
      kind="transport-confirmation"
      resolver={resolver}
      valuesOf={transportConfirmationValues}
      storedOf={(detail) => detail.transportConfirmation}
      save={(companyId, id, payload) =>
        id === null
          ? etransportApi.createTransportConfirmation(companyId, payload)
          : etransportApi.updateTransportConfirmation(companyId, id, payload)
      }
    >
      <FollowUpCommonFields />
      <SelectField
        name="confirmationType"
        label={f('confirmation-type')}
        required
        data={CONFIRMATION_TYPES.map((type) => ({
          value: String(type.code),
          label: t(`etransport.follow-up.confirmation-types.${type.code}`),
        }))}
        data-testid="follow-up-confirmation-type"
      />
      <TextareaField name="notes" label={f('notes')} maxLength={200} />
    </FollowUpFrame>
  );
}
