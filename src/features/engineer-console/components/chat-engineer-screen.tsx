import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { CallLayer } from '@/features/call';
import { useEngineerConsole } from '../hooks/use-engineer-console';
import { useTitleBadge } from '../hooks/use-title-badge';
import { useConsoleStore } from '../model/console-store';
import { HeaderControls } from './header-controls';
import { LoginForm } from './login-form';
import { Workspace } from './workspace';

/** The console uses the whole width: three columns do not fit the visitor's centred 960 px. */
const Wide = styled.div`
  height: 100%;
  main {
    width: 100%;
    max-width: none;
    margin: 0;
  }
`;

const Centre = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** SPEC §2 /chatEngieer: the engineer's console. */
export function ChatEngineerScreen() {
  const { t } = useTranslation();
  const { controller, restoring, expired, clearExpired, announcement } = useEngineerConsole();
  const signedIn = useConsoleStore((s) => !!s.auth);
  const muted = useConsoleStore((s) => s.muted);
  const title = t('console.title');
  useTitleBadge(`${title} - ${t('app.name')}`);
  return (
    <Wide>
      <Page
        title={title}
        titleSuffix={t('app.name')}
        end={signedIn ? <HeaderControls controller={controller} /> : undefined}
      >
        {signedIn ? (
          <Workspace controller={controller} announcement={announcement} />
        ) : restoring ? (
          <Centre>
            <Spinner label={t('app.loading')} />
          </Centre>
        ) : (
          <LoginForm controller={controller} expired={expired} onLoggedIn={clearExpired} />
        )}
      </Page>
      {signedIn && <CallLayer engine={controller.call} muted={muted} />}
    </Wide>
  );
}
