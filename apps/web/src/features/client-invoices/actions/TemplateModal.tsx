import { PDF_TEMPLATES, type PdfTemplate } from '@app/domain/invoicing/client-document.schemas';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { documentsApi } from '../client-documents.api';
import { useDocumentMutation, useDocumentQuery } from '../client-documents.queries';
import type { DocumentKind } from '../document-kind';

interface TemplateModalProps {
  companyId: string;
  kind: DocumentKind;
  id: string;
  onClose: () => void;
}

/** The look of the document's PDF: classic or modern. */
export function TemplateModal({ companyId, kind, id, onClose }: TemplateModalProps) {
  const { t } = useTranslation();
  const doc = useDocumentQuery(companyId, kind, id);
  const [chosen, setChosen] = useState<PdfTemplate | null>(null);
  const template = chosen ?? doc.data?.template ?? 'classic';
  const save = useDocumentMutation(companyId, (next: PdfTemplate) =>
    documentsApi.setTemplate(companyId, kind, id, next),
  );

  return (
    <Modal opened onClose={onClose} title={t('client-invoices.template.title')} data-testid="template-modal">
      <Stack gap="md">
        <Radio.Group value={template} onChange={(value) => setChosen(value as PdfTemplate)}>
          <Stack gap="xs">
            {PDF_TEMPLATES.map((option) => (
              <Radio
                key={option}
                value={option}
                label={t(`client-invoices.templates.${option}`)}
                description={t(`client-invoices.template.describe.${option}`)}
                data-testid={`template-${option}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('client-invoices.actions.cancel')}
          </Button>
          <Button
            loading={save.isPending}
            disabled={doc.isPending}
            onClick={async () => {
              try {
                await save.mutateAsync(template);
                notifySuccess(t('client-invoices.template.saved'));
                onClose();
              } catch (error) {
                notifyApiError(error);
              }
            }}
            data-testid="template-save"
          >
            {t('client-invoices.actions.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
