import type { SupplierInvoiceAttachment } from '@app/domain/invoicing/supplier-invoice.schemas';
import { ActionIcon, Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { downloadFile } from '../../../shared/api/file-download';
import { useFormat } from '../../../shared/format/useFormat';
import { notifyApiError, notifySuccess } from '../../../shared/notify/notify';
import { attachmentUrl, supplierInvoicesApi } from '../supplier-invoices.api';
import { useSupplierInvoiceMutation } from '../supplier-invoices.queries';
import {
  ATTACHMENT_ACCEPT,
  type AttachmentProblem,
  attachmentProblem,
  uploadProblemOf,
} from './attachment-checks';

interface AttachmentsSectionProps {
  companyId: string;
  invoiceId: string;
  attachments: SupplierInvoiceAttachment[];
  canWrite: boolean;
  /** Removing a file: supplier-invoices.delete. */
  canDelete: boolean;
}

/** "1.2 MB", "340 KB": a file's size as people read it. */
const sizeText = (bytes: number, number: (value: string) => string) =>
  bytes >= 1024 * 1024
    ? `${number((bytes / 1024 / 1024).toFixed(1))} MB`
    : `${number(Math.max(1, Math.round(bytes / 1024)).toString())} KB`;

/**
 * The invoice's files (its PDF, scans, photos): listed with a download, added by dropping them on
 * the zone or choosing them, deleted one by one. Files are checked against the server's limits
 * before they are sent; a refusal says which limit.
 */
export function AttachmentsSection({
  companyId,
  invoiceId,
  attachments,
  canWrite,
  canDelete,
}: AttachmentsSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<{ file: string; problem: AttachmentProblem } | null>(null);
  const upload = useSupplierInvoiceMutation(companyId, (file: File) =>
    supplierInvoicesApi.addAttachment(companyId, invoiceId, file),
  );
  const remove = useSupplierInvoiceMutation(companyId, (attachmentId: string) =>
    supplierInvoicesApi.removeAttachment(companyId, invoiceId, attachmentId),
  );

  const send = async (files: File[]) => {
    setProblem(null);
    let count = attachments.length;
    for (const file of files) {
      const found = attachmentProblem(file, count);
      if (found) {
        setProblem({ file: file.name, problem: found });
        return;
      }
      try {
        await upload.mutateAsync(file);
        count += 1;
        notifySuccess(t('supplier-invoices.attachments.added', { file: file.name }));
      } catch (error) {
        const refused = uploadProblemOf(validationErrorsOf(error)?.file ?? []);
        if (refused) setProblem({ file: file.name, problem: refused });
        else notifyApiError(error);
        return;
      }
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (canWrite && !upload.isPending) void send([...event.dataTransfer.files]);
  };

  const download = async (attachment: SupplierInvoiceAttachment) => {
    try {
      await downloadFile(attachmentUrl(companyId, invoiceId, attachment.id), attachment.fileName);
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="attachments">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('supplier-invoices.attachments.title')}
        </Title>
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="attachments-empty">
            {t('supplier-invoices.attachments.empty')}
          </Text>
        ) : (
          <Table data-testid="attachments-table">
            <Table.Tbody>
              {attachments.map((attachment) => (
                <Table.Tr key={attachment.id} data-testid="attachment-row">
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => void download(attachment)}
                      data-testid="attachment-download"
                    >
                      {attachment.fileName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {sizeText(attachment.size, (value) => format.number(value, { trimZeros: true }))}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {canDelete && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('supplier-invoices.attachments.delete', { file: attachment.fileName })}
                        loading={remove.isPending && remove.variables === attachment.id}
                        onClick={() =>
                          remove.mutate(attachment.id, {
                            onSuccess: () => notifySuccess(t('supplier-invoices.attachments.deleted')),
                            onError: notifyApiError,
                          })
                        }
                        data-testid="attachment-delete"
                      >
                        ×
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {problem && (
          <Alert color="red" data-testid="attachment-problem">
            {t(`supplier-invoices.attachments.problems.${problem.problem}`, { file: problem.file })}
          </Alert>
        )}
        {canWrite && (
          // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the button inside chooses files from the keyboard.
          <div
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="attachments-drop-zone"
            style={{
              border: `2px dashed var(--mantine-color-${dragging ? 'blue-6' : 'gray-4'})`,
              borderRadius: 'var(--mantine-radius-md)',
              padding: 'var(--mantine-spacing-md)',
            }}
          >
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('supplier-invoices.attachments.drop-hint')}
              </Text>
              <Button
                variant="light"
                loading={upload.isPending}
                onClick={() => input.current?.click()}
                data-testid="attachments-choose"
              >
                {t('supplier-invoices.attachments.choose')}
              </Button>
            </Group>
            <input
              ref={input}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              multiple
              hidden
              aria-label={t('supplier-invoices.attachments.choose')}
              data-testid="attachments-input"
              onChange={(event) => {
                const files = [...(event.currentTarget.files ?? [])];
                event.currentTarget.value = '';
                void send(files);
              }}
            />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
