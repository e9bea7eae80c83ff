import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dot } from '@/components/separator';
import { repliesFor, searchReplies } from '../model/canned-replies';
import { Muted, OneLine, SmallText } from './panel.styles';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
`;

const Search = styled.input`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Option = styled.li`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.focus};
  }
`;

const Title = styled(OneLine)`
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

const Body = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CannedRepliesProps {
  /** Puts the reply into the Composer; false when no conversation is open. */
  onInsert: (text: string) => void;
}

/**
 * Searchable common replies: type to filter, arrows to choose, Enter (or a click) to put the
 * reply into the Composer for a last edit. A combobox with its listbox (aria-activedescendant),
 * so focus stays in the search field.
 */
export function CannedReplies({ onInsert }: CannedRepliesProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(
    () => searchReplies(query, repliesFor(i18n.language)),
    [query, i18n.language],
  );
  const current = Math.min(active, results.length - 1);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!results.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const reply = results[current];
      if (reply) onInsert(reply.text);
    }
  };

  return (
    <Wrap>
      <label htmlFor={`${id}-q`}>
        <SmallText as="span">{t('console.replies.search')}</SmallText>
      </label>
      <Search
        id={`${id}-q`}
        type="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={results.length > 0 ? `${id}-list` : undefined}
        aria-autocomplete="list"
        aria-activedescendant={results[current] ? `${id}-o-${results[current].id}` : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={t('console.replies.searchPlaceholder')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <SmallText id={`${id}-hint`} as="p">
        {t('console.replies.hint')}
      </SmallText>
      {results.length > 0 && (
        <Options role="listbox" id={`${id}-list`} aria-label={t('console.replies.heading')}>
          {results.map((reply, i) => (
            <Option
              key={reply.id}
              id={`${id}-o-${reply.id}`}
              role="option"
              aria-selected={i === current}
              onMouseEnter={() => setActive(i)}
              onClick={() => onInsert(reply.text)}
            >
              <Title>
                {reply.category} <Dot /> {reply.title}
              </Title>
              <Body>{reply.text}</Body>
            </Option>
          ))}
        </Options>
      )}
      {results.length === 0 && <Muted role="status">{t('console.replies.empty')}</Muted>}
    </Wrap>
  );
}
