import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChatMessage } from '../model/types';

const Notice = styled.p`
  margin: ${({ theme }) => theme.space[2]} auto;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  width: fit-content;
  max-width: 90%;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  text-align: center;
`;

/** A supervisor's word to the engineer only (review spy-on): set apart from the visitor's lines. */
const Whisper = styled(Notice)`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
`;

/** A system line in the conversation: an engineer joined, the session ended. */
export function NoticeRow({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const type = message.notice?.type;
  const name = String(message.notice?.data.engineer_name ?? message.authorName);
  if (type === 'CreateSession') return <Notice>{t('chat.notice.CreateSession', { name })}</Notice>;
  if (type === 'Timeout') return <Notice>{t('chat.notice.Timeout')}</Notice>;
  if (type === 'Whisper')
    return (
      <Whisper>
        {t('chat.notice.Whisper', { name, text: String(message.notice?.data.text ?? '') })}
      </Whisper>
    );
  return <Notice>{t('chat.notice.SessionClosed')}</Notice>;
}
