import type { Identity } from '@app/domain/auth/auth.schemas';
import { invitationAcceptSchema } from '@app/domain/sub-users/sub-user.schemas';
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { apiRequest } from '../../../shared/api/api-client';
import { validationErrorsOf } from '../../../shared/api/api-error';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFieldErrorText } from '../../../shared/forms/useFieldErrorText';
import { useSubmitErrorHandler } from '../../../shared/forms/useSubmitErrorHandler';
import { setIdentity } from '../../../shared/session/session';
import { NewPasswordFields } from '../components/NewPasswordFields';

type Invitee = { email: string; fname: string; lname: string };
type Values = { token: string; password: string; confirmPassword: string };

/** /invitation/:token: a sub-user chooses a password from the invitation's one-time link. */
export function InvitationPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const invitee = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiRequest<Invitee>(`/v1/auth/invitation/${encodeURIComponent(token)}`, { signal }),
    retry: false,
    meta: { silent: true },
  });
  if (invitee.isPending) return <Loader size="sm" />;
  if (invitee.isError) {
    const expired = validationErrorsOf(invitee.error)?.token?.includes('expired');
    return (
      <Stack gap="md" data-testid="invitation-invalid">
        <Alert color="red">{expired ? t('auth.invitation.expired') : t('auth.invitation.invalid')}</Alert>
        <Anchor component={Link} to="/login">
          {t('auth.back-to-login')}
        </Anchor>
      </Stack>
    );
  }
  return <AcceptForm token={token} invitee={invitee.data} />;
}

function AcceptForm({ token, invitee }: { token: string; invitee: Invitee }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<Values, unknown, Values>({
    resolver: schemaResolver(invitationAcceptSchema),
    criteriaMode: 'all',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const errorText = useFieldErrorText();
  const onSubmitError = useSubmitErrorHandler(form);
  const accept = useMutation({
    mutationFn: (values: Values) =>
      apiRequest<Identity>('/v1/auth/invitation/accept', { method: 'POST', body: values }),
    onSuccess: (identity) => setIdentity(client, identity),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    accept.mutate(values, { onSuccess: () => navigate('/', { replace: true }), onError: onSubmitError }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="invitation-form">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('auth.invitation.title', { name: invitee.fname })}
        </Title>
        <Text size="sm">{t('auth.invitation.text')}</Text>
        <TextInput label={t('fields.email')} value={invitee.email} autoComplete="username" readOnly />
        <NewPasswordFields
          passwordLabel={t('fields.password')}
          password={{ ...form.register('password'), error: errorText(errors.password) }}
          confirmPassword={{ ...form.register('confirmPassword'), error: errorText(errors.confirmPassword) }}
        />
        {errors.token && <Alert color="red">{t('auth.invitation.invalid')}</Alert>}
        <Button type="submit" loading={accept.isPending} fullWidth data-testid="invitation-submit">
          {t('auth.invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
