import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page } from '@/components/page';
import { useEnvironment } from '@/lib/env';
import { greetingPeriod } from '@/lib/format';

const Conversation = styled.section`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
`;

const Bubble = styled.p`
  max-width: 32em;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bubblePeer};
  color: ${({ theme }) => theme.colors.bubblePeerText};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Composer = styled.form`
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Draft = styled.textarea`
  display: block;
  width: 100%;
  min-height: 44px;
  resize: vertical;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 16px;
`;

const VisuallyHidden = styled.label`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * The visitor's chat screen (SPEC §2 /chatQueue and /index/:project). The conversation itself
 * arrives with the visitor-chat issue; the greeting, project and draft are real already.
 */
export function ChatQueueScreen() {
  const { t } = useTranslation();
  const projectId = useEnvironment((s) => s.projectId);
  const embedded = useEnvironment((s) => s.embedded);
  const [draft, setDraft] = useState('');
  const draftId = useId();
  const greeting = t(`screens.chatQueue.greeting.${greetingPeriod(new Date())}`);

  return (
    <Page
      title={t('screens.chatQueue.title')}
      titleSuffix={t('app.name')}
      headerless={embedded}
      end={<Link to="/projects">{t('nav.projects')}</Link>}
    >
      <Conversation aria-label={t('screens.chatQueue.title')}>
        <Bubble>{t('screens.chatQueue.welcome', { greeting })}</Bubble>
        <Note>{t('screens.chatQueue.projectLabel', { project: projectId })}</Note>
        <Note>{t('screens.chatQueue.pending')}</Note>
      </Conversation>
      <Composer onSubmit={(event) => event.preventDefault()}>
        <VisuallyHidden htmlFor={draftId}>{t('screens.chatQueue.draftLabel')}</VisuallyHidden>
        <Draft
          id={draftId}
          value={draft}
          placeholder={t('screens.chatQueue.draftPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          rows={2}
        />
      </Composer>
    </Page>
  );
}
