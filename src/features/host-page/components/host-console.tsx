import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { WebchatHost } from '../hooks/use-webchat';
import { EventLog } from './event-log';
import { Field } from './field';
import { Actions, Card, Form, Row, Status } from './host-console.styles';

/** The seed's demo visitor (server/demo/seed.ts DEMO_VISITOR), so the login sync works out of the box. */
export const DEMO_LOGIN = { token: 'demo-visitor-token', cubeUid: 'demo-visitor' } as const;

const optional = (value: string) => value.trim() || undefined;

export interface HostConsoleProps {
  host: WebchatHost;
  /** The project the host embeds; the login is synced for it. */
  projectId: string;
}

/**
 * A host page's calls into the widget (SPEC §7) through widget.js's `webchat(...)`: who the
 * visitor is and a message as them, the login state synced.
 */
export function HostConsole({ host, projectId }: HostConsoleProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState<string>(() => t('host.console.send.textDefault'));
  const [user, setUser] = useState<Record<'name' | 'email' | 'userId' | 'userHash', string>>(
    () => ({ name: t('host.console.send.nameDefault'), email: '', userId: '', userHash: '' }),
  );
  const [login, setLogin] = useState<Record<'token' | 'cubeUid' | 'projectId', string>>({
    ...DEMO_LOGIN,
    projectId,
  });
  const [errors, setErrors] = useState<{ send?: string; login?: string }>({});

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setErrors({ send: t('host.console.send.required') });
    setErrors({});
    const identity = {
      userId: optional(user.userId),
      name: optional(user.name),
      email: optional(user.email),
      userHash: optional(user.userHash),
    };
    // JSON drops what is not set, as postMessage would carry it.
    if (Object.values(identity).some(Boolean))
      host.call('identify', JSON.parse(JSON.stringify(identity)) as typeof identity);
    host.call('send', text.trim());
  };
  const sync = (e: FormEvent) => {
    e.preventDefault();
    if (!login.token.trim() || !login.cubeUid.trim())
      return setErrors({ login: t('host.console.login.required') });
    setErrors({});
    host.call('login', {
      token: login.token.trim(),
      cube_uid: login.cubeUid.trim(),
      project_id: optional(login.projectId),
    });
  };
  const state = host.login;

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{t('host.console.title')}</h2>
      <p>{t('host.console.intro')}</p>
      <Status>
        <dt>{t('host.console.status.title')}</dt>
        <dd>{host.ready ? t('host.console.status.ready') : t('host.console.status.loading')}</dd>
        <dt>{t('host.console.status.origin')}</dt>
        <dd>{host.origin}</dd>
        <dt>{t('host.console.status.login')}</dt>
        <dd data-testid="login-state">
          {!state?.cubeUid
            ? t('host.console.status.unknown')
            : t(state.loggedIn ? 'host.console.status.loggedIn' : 'host.console.status.anonymous', {
                cube: state.cubeUid,
              })}
        </dd>
        <dt>{t('host.console.status.unread')}</dt>
        <dd>{host.unread}</dd>
      </Status>

      <Form onSubmit={send} noValidate aria-label={t('host.console.send.title')}>
        <h3>{t('host.console.send.title')}</h3>
        <Field
          multiline
          label={t('host.console.send.text')}
          value={text}
          onChange={setText}
          error={errors.send}
        />
        <Row>
          <Field
            label={t('host.console.send.name')}
            value={user.name}
            autoComplete="name"
            onChange={(name) => setUser({ ...user, name })}
          />
          <Field
            label={t('host.console.send.email')}
            value={user.email}
            type="email"
            autoComplete="email"
            onChange={(email) => setUser({ ...user, email })}
          />
          <Field
            label={t('host.console.send.userId')}
            value={user.userId}
            onChange={(userId) => setUser({ ...user, userId })}
          />
          <Field
            label={t('host.console.send.userHash')}
            value={user.userHash}
            autoComplete="off"
            spellCheck={false}
            onChange={(userHash) => setUser({ ...user, userHash })}
          />
        </Row>
        <Actions>
          <Button type="submit">{t('host.console.send.submit')}</Button>
        </Actions>
      </Form>

      <Form onSubmit={sync} noValidate aria-label={t('host.console.login.title')}>
        <h3>{t('host.console.login.title')}</h3>
        <Row>
          <Field
            label={t('host.console.login.token')}
            value={login.token}
            onChange={(token) => setLogin({ ...login, token })}
            error={errors.login}
          />
          <Field
            label={t('host.console.login.cubeUid')}
            value={login.cubeUid}
            onChange={(cubeUid) => setLogin({ ...login, cubeUid })}
          />
          <Field
            label={t('host.console.login.project')}
            value={login.projectId}
            onChange={(projectId) => setLogin({ ...login, projectId })}
          />
        </Row>
        <Actions>
          <Button type="submit">{t('host.console.login.submit')}</Button>
          <Button variant="secondary" onClick={() => host.call('logout')}>
            {t('host.console.login.logout')}
          </Button>
        </Actions>
      </Form>

      <EventLog entries={host.log} onClear={host.clearLog} />
    </Card>
  );
}
