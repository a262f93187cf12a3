import { ROLES, type Role } from '@app/domain/permissions/permissions';
import { type SubUser, type SubUserInput, subUserInputSchema } from '@app/domain/sub-users/sub-user.schemas';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { notifySuccess } from '../../../shared/notify/notify';
import { useCompaniesQuery } from '../../../shared/session/session.queries';
import { PermissionGrid } from '../components/PermissionGrid';
import { SUB_USERS_PATH } from '../sub-users.api';
import { useSaveSubUser, useSubUsersQuery } from '../sub-users.queries';

type Values = {
  email: string;
  fname: string;
  lname: string;
  role: Role;
  allCompanies: boolean;
  myCompanyIds: string[];
  permissions: string[];
};

const EMPTY: Values = {
  email: '',
  fname: '',
  lname: '',
  role: 'member',
  allCompanies: false,
  myCompanyIds: [],
  permissions: [],
};

const valuesOf = (user: SubUser): Values => ({
  email: user.email,
  fname: user.fname,
  lname: user.lname,
  role: user.role,
  allCompanies: user.allCompanies,
  myCompanyIds: user.myCompanyIds,
  permissions: user.permissions,
});

/** /management/users/create (an invitation) and /management/users/:id (edit; the e-mail stays). */
export function SubUserFormPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? null;
  const users = useSubUsersQuery();
  const user = id ? users.data?.find((entry) => entry.id === id) : undefined;
  if (id && users.isPending) return <Loader size="sm" />;
  if (id && !user)
    return (
      <Alert color="red" data-testid="sub-user-not-found">
        {t('common.errors.not-found')}
      </Alert>
    );
  return <SubUserForm id={id} initial={user ? valuesOf(user) : EMPTY} key={id ?? 'new'} />;
}

function SubUserForm({ id, initial }: { id: string | null; initial: Values }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companies = useCompaniesQuery().data ?? [];
  const form = useForm<Values, unknown, SubUserInput>({
    resolver: schemaResolver(subUserInputSchema),
    defaultValues: initial,
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const save = useSaveSubUser(id);
  const { errors } = form.formState;
  const role = form.watch('role');
  const allCompanies = form.watch('allCompanies');
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(id ? t('sub-users.saved') : t('sub-users.invitation-sent'));
        navigate(SUB_USERS_PATH);
      },
      onError: onSubmitError,
    }),
  );

  return (
    <Stack gap="lg" maw={880} data-testid="sub-user-form">
      <Anchor component={Link} to={SUB_USERS_PATH} size="sm">
        ← {t('sub-users.title')}
      </Anchor>
      <Title order={1} size="h2">
        {id ? t('sub-users.edit-title') : t('sub-users.create-title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label={t('sub-users.fname')}
              required
              {...form.register('fname')}
              error={errorText(errors.fname)}
            />
            <TextInput
              label={t('sub-users.lname')}
              required
              {...form.register('lname')}
              error={errorText(errors.lname)}
            />
          </Group>
          <TextInput
            label={t('sub-users.email')}
            description={id ? t('sub-users.email-own') : t('sub-users.email-hint')}
            type="email"
            required
            readOnly={id !== null}
            {...form.register('email')}
            error={errorText(errors.email)}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Radio.Group
                label={t('sub-users.role')}
                value={field.value}
                onChange={(value) => field.onChange(value as Role)}
              >
                <Group mt="xs">
                  {ROLES.map((option) => (
                    <Radio
                      key={option}
                      value={option}
                      label={t(`sub-users.roles.${option}`)}
                      data-testid={`sub-user-role-${option}`}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {role === 'admin' ? (
            <Alert color="blue">{t('sub-users.admin-holds-all')}</Alert>
          ) : (
            <>
              <Stack gap="xs">
                <Checkbox
                  label={t('sub-users.all-companies-label')}
                  {...form.register('allCompanies')}
                  data-testid="sub-user-all-companies"
                />
                {!allCompanies && (
                  <Controller
                    control={form.control}
                    name="myCompanyIds"
                    render={({ field }) => (
                      <Checkbox.Group
                        label={t('sub-users.companies')}
                        value={field.value}
                        onChange={field.onChange}
                        error={errorText(errors.myCompanyIds as never)}
                      >
                        <Stack gap={6} mt="xs">
                          {companies.map((company) => (
                            <Checkbox
                              key={company.id}
                              value={company.id}
                              label={company.name}
                              data-testid="sub-user-company"
                            />
                          ))}
                        </Stack>
                      </Checkbox.Group>
                    )}
                  />
                )}
              </Stack>
              <Controller
                control={form.control}
                name="permissions"
                render={({ field }) => <PermissionGrid value={field.value} onChange={field.onChange} />}
              />
              {errors.permissions && (
                <Text c="red" size="sm" role="alert">
                  {errorText(errors.permissions as never)}
                </Text>
              )}
            </>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="sub-user-submit">
              {id ? t('sub-users.save') : t('sub-users.invite')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
