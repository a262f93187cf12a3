import { Anchor, Button, Center, Container, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RuleTextsContext } from '../../../shared/forms/FormFields';
import { ServerForm } from '../../../shared/forms/ServerForm';
import { LoadErrorAlert } from '../../../shared/layout/LoadErrorAlert';
import { notifySuccess } from '../../../shared/notify/notify';
import type { SettingsApi } from '../settings.api';
import { useSaveSettingsItem, useSettingsItem, useSettingsUsage } from '../settings.queries';
import { useSettingsCompany } from '../useSettingsCompany';

/** What a form's fields and notices may depend on: the row being edited and what uses it. */
export interface SettingsFormState<TItem> {
  item: TItem | null;
  /** Kinds of rows using it (spec 02 §8 names); empty for a new row or while loading. */
  usedBy: string[];
}

interface SettingsFormPageProps<TItem extends { id: string }, TValues extends FieldValues, TPayload> {
  /** Texts under settings.<resource>: create-title, edit-title, saved, title; rule texts under .rules. */
  resource: string;
  api: SettingsApi<TItem, TPayload>;
  /** Route parameter of the row's id; absent on the create page. */
  param: string;
  listPath: string;
  resolver: Resolver<TValues, unknown, TPayload>;
  empty: () => TValues;
  toValues: (item: TItem) => TValues;
  /** Rows nobody may change (the internal VAT rate) show read-only. */
  readOnly?: (state: SettingsFormState<TItem>) => boolean;
  /** Warnings and notes above the fields. */
  notice?: (state: SettingsFormState<TItem>) => ReactNode;
  children: (state: SettingsFormState<TItem>) => ReactNode;
}

/**
 * The create and edit page of a row of the company's lists: loads the row and what uses it, checks
 * the values with the domain schema, shows the server's 422 codes next to the fields (worded by
 * settings.<resource>.rules.* where the shared texts do not fit), saves and returns to the list.
 */
export function SettingsFormPage<TItem extends { id: string }, TValues extends FieldValues, TPayload>(
  props: SettingsFormPageProps<TItem, TValues, TPayload>,
) {
  const { resource, api, listPath } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams()[props.param] ?? null;
  const { companyId, canWrite } = useSettingsCompany();
  const item = useSettingsItem(api, companyId, id);
  const usage = useSettingsUsage(api, companyId, id);
  const save = useSaveSettingsItem(api, companyId, id);
  const texts = `settings.${resource}`;
  const title = id === null ? t(`${texts}.create-title`) : t(`${texts}.edit-title`);

  let content: ReactNode;
  if (id !== null && (item.isPending || usage.isPending)) {
    content = (
      <Center py="lg">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  } else if (id !== null && (item.isError || item.data === undefined)) {
    content = (
      <LoadErrorAlert
        error={item.error}
        backTo={listPath}
        backLabel={t('settings.actions.back')}
        data-testid={`${resource}-load-error`}
      />
    );
  } else {
    const state: SettingsFormState<TItem> = { item: item.data ?? null, usedBy: usage.data?.reasons ?? [] };
    const readOnly = !canWrite || (props.readOnly?.(state) ?? false);
    content = (
      <Stack gap="md">
        {props.notice?.(state)}
        <RuleTextsContext.Provider value={texts}>
          <ServerForm<TValues, TPayload>
            key={id ?? 'new'}
            testId={resource}
            gap="md"
            submitLabel={t('settings.actions.save')}
            actions={
              <Button component={Link} to={listPath} variant="default">
                {readOnly ? t('settings.actions.back') : t('settings.actions.cancel')}
              </Button>
            }
            defaultValues={state.item ? props.toValues(state.item) : props.empty()}
            resolver={props.resolver}
            readOnly={readOnly}
            onSubmit={async (payload) => {
              await save.mutateAsync(payload);
              notifySuccess(t(`${texts}.saved`));
              navigate(listPath);
            }}
          >
            {props.children(state)}
          </ServerForm>
        </RuleTextsContext.Provider>
      </Stack>
    );
  }

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={listPath} size="sm">
          ← {t(`${texts}.title`)}
        </Anchor>
        <Title order={1} size="h2" data-testid={`${resource}-form-title`}>
          {title}
        </Title>
        <Paper withBorder p="md">
          {content}
        </Paper>
      </Stack>
    </Container>
  );
}
