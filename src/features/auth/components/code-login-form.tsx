import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useErrorReason } from '../hooks/use-failure-text';
import type { LoginAction } from '../hooks/use-login-action';
import type { LoginContext } from '../hooks/use-login-context';
import { loginWithCode, sendCode } from '../model/login-flow';
import {
  normaliseEmail,
  normalisePhone,
  validateAccount,
  validateCode,
  type CodeMethod,
  type FieldError,
} from '../model/login-form';
import { CodeField } from './code-field';
import { Form } from './login-screen.styles';
import { TextField } from './text-field';

export interface CodeLoginFormProps {
  method: CodeMethod;
  ctx: LoginContext;
  action: LoginAction;
}

type Errors = { account?: FieldError; code?: FieldError };

/** SPEC §7 visitor login: a phone number or an e-mail address and the code sent to it. */
export function CodeLoginForm({ method, ctx, action }: CodeLoginFormProps) {
  const { t } = useTranslation();
  const describe = useErrorReason();
  const [account, setAccount] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const accountRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const phone = method === 'phone';

  const checkedAccount = (): string | undefined => {
    const error = validateAccount(method, account);
    setErrors((e) => ({ ...e, account: error }));
    if (error) {
      accountRef.current?.focus();
      return undefined;
    }
    return phone ? normalisePhone(account) : normaliseEmail(account);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { account: validateAccount(method, account), code: validateCode(code) };
    setErrors(next);
    if (next.account) return accountRef.current?.focus();
    if (next.code) return codeRef.current?.focus();
    void action.run((target) =>
      loginWithCode(ctx.deps, { method, account, code, accessesId: ctx.accessesId }, target),
    );
  };

  const text = (error: FieldError | undefined) => (error ? t(`auth.errors.${error}`) : undefined);

  return (
    <Form noValidate onSubmit={submit} aria-label={t(`auth.methods.${method}`)}>
      <TextField
        id={`login-${method}`}
        ref={accountRef}
        label={t(phone ? 'auth.fields.phone' : 'auth.fields.email')}
        placeholder={t(phone ? 'auth.fields.phonePlaceholder' : 'auth.fields.emailPlaceholder')}
        value={account}
        onChange={(e) => {
          setAccount(e.target.value);
          if (errors.account)
            setErrors((x) => ({ ...x, account: validateAccount(method, e.target.value) }));
        }}
        error={text(errors.account)}
        type={phone ? 'tel' : 'email'}
        inputMode={phone ? 'tel' : 'email'}
        autoComplete={phone ? 'tel-national' : 'email'}
        autoCapitalize="off"
        enterKeyHint="next"
      />
      <CodeField
        id={`login-${method}-code`}
        inputRef={codeRef}
        value={code}
        onChange={(value) => {
          setCode(value);
          if (errors.code) setErrors((x) => ({ ...x, code: validateCode(value) }));
        }}
        error={text(errors.code)}
        account={checkedAccount}
        send={(to) => sendCode(ctx.deps, to)}
        describe={(error) => t('auth.errors.sendFailed', { reason: describe(error) })}
        onSent={() => {
          // The code is on its way: asking for it again would only nag.
          setErrors((x) => ({ ...x, code: undefined }));
          codeRef.current?.focus();
        }}
      />
      <Button type="submit" block aria-busy={action.busy || undefined}>
        {action.busy ? t('auth.submitting') : t('auth.submit')}
      </Button>
    </Form>
  );
}
