import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Banner } from '@/components/banner';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { useEnvironment } from '@/lib/env';
import { useFailureReason } from '../hooks/use-failure-text';
import { useLoginAction } from '../hooks/use-login-action';
import { useLoginContext } from '../hooks/use-login-context';
import { useUnifiedLogin } from '../hooks/use-unified-login';
import { useUserCenterStatus } from '../hooks/use-user-center-status';
import { loginAnonymously } from '../model/login-flow';
import type { LoginMethod } from '../model/login-form';
import { unifiedLogin } from '../model/unified-login';
import { CodeLoginForm } from './code-login-form';
import { LenovoLoginForm } from './lenovo-login-form';
import { MethodSwitch } from './method-switch';
import { SignOut } from './sign-out';
import { Card, Divider, Heading, Hint, Intro, Layout } from './login-screen.styles';

const HeaderLink = styled(Link)`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  white-space: nowrap;
  padding: ${({ theme }) => theme.space[2]};
`;

/** SPEC §2 /login: the visitor logs in by phone, e-mail, Lenovo account or st ticket, or stays anonymous. */
export function LoginScreen() {
  const { t } = useTranslation();
  const embedded = useEnvironment((s) => s.embedded);
  const ctx = useLoginContext();
  const action = useLoginAction(ctx);
  const unified = useUnifiedLogin(ctx, action);
  const lenovoSession = useUserCenterStatus(ctx);
  const reason = useFailureReason();
  const [method, setMethod] = useState<LoginMethod>('phone');
  const { failure } = action;

  const failureText = failure
    ? unified.state === 'failed'
      ? t('auth.unified.failed', { reason: reason(failure) })
      : failure.kind === 'invalid_identity'
        ? reason(failure)
        : t('auth.errors.failed', { reason: reason(failure) })
    : undefined;

  return (
    <Page
      title={t('auth.title')}
      titleSuffix={t('app.name')}
      headerless={embedded}
      end={<HeaderLink to="/chatQueue">{t('nav.backToChat')}</HeaderLink>}
    >
      <Layout>
        <Card>
          <Heading>{t('auth.heading')}</Heading>
          <Intro>{t('auth.intro')}</Intro>
          {ctx.reason === 'invalid_identity' && !failure && (
            <Banner tone="warning">{t('auth.errors.sessionExpired')}</Banner>
          )}
          {unified.state === 'running' && <Spinner label={t('auth.unified.running')} showLabel />}
          {failureText && (
            <Banner
              tone="error"
              action={
                unified.state === 'failed' ? (
                  <Button variant="ghost" onClick={unified.retry}>
                    {t('auth.unified.retry')}
                  </Button>
                ) : undefined
              }
            >
              {failureText}
            </Banner>
          )}
          {lenovoSession && (
            <Banner
              tone="info"
              title={t('auth.quick.title')}
              action={
                <Button
                  variant="ghost"
                  onClick={() =>
                    void action.run((target) => unifiedLogin(ctx.deps, lenovoSession, target))
                  }
                >
                  {t('auth.quick.action')}
                </Button>
              }
            />
          )}
          <MethodSwitch value={method} onChange={setMethod} />
          {method === 'lenovo' ? (
            <LenovoLoginForm ctx={ctx} action={action} />
          ) : (
            <CodeLoginForm key={method} method={method} ctx={ctx} action={action} />
          )}
          <Divider>{t('auth.or')}</Divider>
          <Button
            variant="secondary"
            block
            aria-describedby="login-anonymous-hint"
            onClick={() => void action.run((target) => loginAnonymously(ctx.deps, target))}
          >
            {t('auth.anonymous')}
          </Button>
          <Hint id="login-anonymous-hint">{t('auth.anonymousHint')}</Hint>
          <SignOut ctx={ctx} />
        </Card>
      </Layout>
    </Page>
  );
}
