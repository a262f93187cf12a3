import { List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/useFormat';
import { type AuditDetail, type AuditSubject, auditDetails, auditSubject } from '../audit-entry-text';
import { planParts } from '../plan-text';
import { useBillingAudit, usePlatformPayments, usePlatformSubscriptions } from '../platform-admin.queries';
import { QueryContent } from './QueryContent';

function SubjectText({ subject }: { subject: AuditSubject }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (subject.kind === 'unknown') {
    return (
      <Text size="sm" ff="monospace">
        {subject.id}
      </Text>
    );
  }
  const { companyName, planCode } = subject.kind === 'subscription' ? subject.subscription : subject.payment;
  const { plan, period } = planParts(planCode, t);
  const what =
    subject.kind === 'subscription'
      ? t('platform-admin.audit.subjects.subscription')
      : t('platform-admin.audit.subjects.payment', {
          amount: format.money(subject.payment.amount, subject.payment.currency),
        });
  return (
    <Text size="sm">
      {companyName} — {what}, {[plan, period].filter(Boolean).join(' · ')}
    </Text>
  );
}

function DetailValue({ detail }: { detail: AuditDetail }) {
  const format = useFormat();
  if (detail.kind === 'instant') return format.date(detail.value);
  if (detail.kind === 'number') return format.number(detail.value, { decimals: 0 });
  return detail.value;
}

/** Who changed what and why: the operators' extensions and received transfers, newest first. */
export function AuditTrailTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const audit = useBillingAudit();
  // The subjects are named from the other tabs' lists (the audit keeps only their ids).
  const subscriptions = usePlatformSubscriptions().data ?? [];
  const payments = usePlatformPayments().data ?? [];
  return (
    <QueryContent query={audit} empty={t('platform-admin.audit.empty')} testId="platform-audit">
      {(items) => (
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="sm" data-testid="platform-audit-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('platform-admin.columns.when')}</Table.Th>
                <Table.Th scope="col">{t('platform-admin.columns.action')}</Table.Th>
                <Table.Th scope="col">{t('platform-admin.columns.subject')}</Table.Th>
                <Table.Th scope="col">{t('platform-admin.columns.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <Table.Tr
                  key={entry.id}
                  data-testid="platform-audit-row"
                  data-action={entry.action}
                  data-subject-id={entry.subjectId}
                >
                  <Table.Td>{format.dateTime(entry.createdAt)}</Table.Td>
                  <Table.Td>
                    {t(`platform-admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
                  </Table.Td>
                  <Table.Td>
                    <SubjectText subject={auditSubject(entry, subscriptions, payments)} />
                  </Table.Td>
                  <Table.Td>
                    <List size="sm" listStyleType="none" spacing={2}>
                      {auditDetails(entry.details).map((detail) => (
                        <List.Item key={detail.key}>
                          {t(`platform-admin.audit.details.${detail.key}`, { defaultValue: detail.key })}:{' '}
                          <DetailValue detail={detail} />
                        </List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryContent>
  );
}
