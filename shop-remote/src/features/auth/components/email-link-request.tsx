import { Button, DEFAULT_ERROR_TEXT, genericFailure, PageTitle, Text, useActionMutation, useNavigate } from '@pcb/shared-ui';
import { allFilled, Form, TextField, useForm } from '@pcb/shared-ui/forms';
import { paths } from '../../../lib/paths';
import { EMAIL_REQUIRED } from '../texts';
import { AUTH_LINKS, AuthCard } from './auth-card';

type Request = { email: string };

interface EmailLinkRequestProps {
  title: string;
  intro: string;
  submitLabel: string;
  /** Asks the server to mail a link to that address. */
  send(email: string): Promise<unknown>;
  /** Said once the server has answered; the same whether or not the address has an account. */
  sent: string;
}

/** A page that takes only an e-mail address and has a link mailed to it, then goes back to the login. */
export function EmailLinkRequest({ title, intro, submitLabel, send, sent }: EmailLinkRequestProps) {
  const navigate = useNavigate();
  const form = useForm<Request>({ defaultValues: { email: '' } });
  const request = useActionMutation({
    surface: 'shop',
    check: allFilled<Request>(['email'], EMAIL_REQUIRED),
    action: ({ email }: Request) => send(email.trim()),
    success: sent,
    failure: genericFailure(DEFAULT_ERROR_TEXT),
    onSuccess: () => navigate(paths.login),
  });

  return (
    <AuthCard title={title} links={[AUTH_LINKS.backToLogin]}>
      <PageTitle page={title} />
      <Form form={form} onSubmit={request.submit} label={title}>
        <Text color="fg.muted" fontSize="sm">
          {intro}
        </Text>
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" loading={request.isPending} width="100%">
          {submitLabel}
        </Button>
      </Form>
    </AuthCard>
  );
}
