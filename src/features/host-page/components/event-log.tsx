import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { LogEntry } from '../hooks/use-webchat';
import { LogHead, LogList, Muted, Tag } from './host-console.styles';

const time = (at: Date) => at.toTimeString().slice(0, 8);

/** What crossed the frame boundary, newest first; ignored attempts say why. */
export function EventLog({ entries, onClear }: { entries: LogEntry[]; onClear: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <>
      <LogHead>
        <h3 id={titleId}>{t('host.console.log.title')}</h3>
        <Button variant="ghost" onClick={onClear} disabled={entries.length === 0}>
          {t('host.console.log.clear')}
        </Button>
      </LogHead>
      {entries.length === 0 && <Muted>{t('host.console.log.empty')}</Muted>}
      <LogList role="log" aria-labelledby={titleId} tabIndex={0}>
        <ol>
          {entries.map((entry) => (
            <li key={entry.id} data-direction={entry.direction}>
              <time dateTime={entry.at.toISOString()}>{time(entry.at)}</time>
              <Tag $direction={entry.direction}>{t(`host.console.log.${entry.direction}`)}</Tag>
              <code>{entry.type}</code>
              {entry.detail !== '{}' && <code>{entry.detail}</code>}
              {entry.reason && (
                <span>
                  {t(`host.console.log.reasons.${entry.reason}`, { origin: entry.origin ?? '' })}
                </span>
              )}
            </li>
          ))}
        </ol>
      </LogList>
    </>
  );
}
