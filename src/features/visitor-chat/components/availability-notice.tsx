import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { WarningIcon } from '@/components/icons';
import { registerTexts } from '@/lib/i18n';
import { leaveMessageEn, leaveMessageZh } from '@/lib/i18n/locales/features/leave-message';
import type { Unavailability } from '../model/availability';
import {
  hoursGroups,
  localDate,
  nextOpening,
  weekdayName,
  type DayGroup,
} from '../model/service-hours-text';

registerTexts('leaveMessage', { 'zh-CN': leaveMessageZh, en: leaveMessageEn });

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  background: color-mix(
    in srgb,
    ${({ theme }) => theme.colors.warning} 8%,
    ${({ theme }) => theme.colors.surface}
  );
  font-size: ${({ theme }) => theme.font.sizes.sm};
  line-height: ${({ theme }) => theme.font.lineHeights.normal};
`;

const Lead = styled.div`
  display: flex;
  flex: 1 1 220px;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  strong {
    display: block;
  }
`;

const Side = styled.div`
  margin-left: auto;
  align-self: center;
`;

export interface AvailabilityNoticeProps {
  /** Why nobody can take the visitor now. */
  unavailable: Unavailability;
  /** The visitor is in the queue: leaving a message cancels it. */
  queued: boolean;
  onLeaveMessage: () => void;
  /** The instant "today" and "tomorrow" are counted from. @default Date.now() */
  now?: number;
}

/**
 * Says at once that nobody can take the visitor (#17 item 3): no engineer online, or outside
 * the project's hours with when it opens next, and offers 留言 instead of a queue that nobody
 * serves. The chat screen keeps it inside a live region that is there from the first paint, so
 * it is announced when it comes and when it goes.
 */
export function AvailabilityNotice({
  unavailable,
  queued,
  onLeaveMessage,
  now: given,
}: AvailabilityNoticeProps) {
  // "Today" is when the notice came; a new answer (another opening) brings a new notice.
  const [now] = useState(() => given ?? Date.now());
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { reason, hours, opensAt } = unavailable;
  const zone = hours?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zoneName = (timeZone: string) =>
    t(`leaveMessage.availability.zoneNames.${timeZone}` as never, {
      defaultValue: zoneFallback(timeZone, language),
    }) as string;
  const groupText = (group: DayGroup) => {
    const days = group.everyDay
      ? t('leaveMessage.availability.everyDay')
      : group.from === group.to
        ? weekdayName(group.from, language)
        : t('leaveMessage.availability.dayRange', {
            from: weekdayName(group.from, language),
            to: weekdayName(group.to, language),
          });
    return `${days} ${group.ranges.join(t('leaveMessage.availability.rangeSeparator'))}`;
  };
  const groups = hours && reason !== 'no_engineer' ? hoursGroups(hours) : [];
  const next =
    opensAt !== undefined && reason !== 'no_engineer' ? nextOpening(opensAt, now, zone) : undefined;
  const when =
    next &&
    (next.daysAhead === 0
      ? t('leaveMessage.availability.today', { time: next.time })
      : next.daysAhead === 1
        ? t('leaveMessage.availability.tomorrow', { time: next.time })
        : t('leaveMessage.availability.later', {
            date: localDate(next.date, language),
            time: next.time,
          }));
  const title =
    reason === 'no_engineer'
      ? t('leaveMessage.availability.noEngineer')
      : reason === 'holiday'
        ? t('leaveMessage.availability.holiday')
        : t('leaveMessage.availability.closed');
  return (
    <Box data-reason={reason}>
      <Lead>
        <WarningIcon size={18} aria-hidden="true" />
        <div>
          <p>
            <strong>{title}</strong>
          </p>
          {groups.length > 0 && hours && (
            <p>
              {t('leaveMessage.availability.hours', {
                hours: groups.map(groupText).join(t('leaveMessage.availability.groupSeparator')),
                zone: zoneName(hours.time_zone),
              })}
            </p>
          )}
          {when && <p>{t('leaveMessage.availability.next', { when })}</p>}
          <p>
            {queued
              ? t('leaveMessage.availability.offerQueued')
              : t('leaveMessage.availability.offer')}
          </p>
        </div>
      </Lead>
      <Side>
        <Button variant="secondary" onClick={() => onLeaveMessage()}>
          {queued
            ? t('leaveMessage.availability.leaveQueue')
            : t('leaveMessage.availability.leaveMessage')}
        </Button>
      </Side>
    </Box>
  );
}

/** The zone's name as the visitor's language says it (China Time), else its IANA name. */
function zoneFallback(timeZone: string, language: string): string {
  try {
    return (
      new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'shortGeneric' })
        .formatToParts(0)
        .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
    );
  } catch {
    return timeZone;
  }
}
