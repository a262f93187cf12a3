import type { SpvPostbackCode } from '@app/domain/efactura/spv-connection.schemas';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { postbackTone } from '../postback';

/** How the authorization at ANAF ended (spec 01 §8 postback codes), until the user closes it. */
export function PostbackAlert({ code, onClose }: { code: SpvPostbackCode; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={postbackTone(code)}
      title={t(`anaf-spv.postback-title.${postbackTone(code)}`)}
      withCloseButton
      closeButtonLabel={t('anaf-spv.close')}
      onClose={onClose}
      role={code === 'success' ? 'status' : 'alert'}
      data-testid="spv-postback"
      data-code={code}
    >
      {t(`anaf-spv.postback.${code}`)}
    </Alert>
  );
}
