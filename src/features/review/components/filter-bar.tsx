import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { REVIEW_KEYWORD_MAX, REVIEW_STATES, type ReviewOptions } from '@/lib/contract';
import { activeFilters, badRange, type FilterName, type ReviewView } from '../model/filters';
import { ErrorText, Field, fieldStyle } from './review.styles';

type Options = ReviewOptions;
type Draft = Pick<ReviewView, FilterName>;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const SearchRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  input {
    ${fieldStyle}
    flex: 1;
    min-height: 44px;
  }
  button {
    flex: none;
  }
`;

const More = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  &[hidden] {
    display: none;
  }
`;

const pick = (view: ReviewView): Draft => ({
  from: view.from,
  to: view.to,
  engineer: view.engineer,
  skill: view.skill,
  state: view.state,
  keyword: view.keyword,
});

export interface FilterBarProps {
  view: ReviewView;
  /** Engineers and skill groups for the selects (empty until loaded). */
  options: Options | undefined;
  /** Applies filters (page 1). */
  onApply: (filters: Draft) => void;
  /** Phone: the less used filters fold behind a button. @default false */
  collapsible?: boolean;
}

/**
 * Date range, engineer, skill group, state and keyword. Selects apply at once; the keyword and
 * dates apply on Enter or the search button, so typing does not fill the history.
 */
export function FilterBar({ view, options, onApply, collapsible = false }: FilterBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => pick(view));
  const [seen, setSeen] = useState(view);
  const [open, setOpen] = useState(false);
  // Back/Forward or a shared link changed the address: show what it says.
  if (seen !== view) {
    setSeen(view);
    setDraft(pick(view));
  }
  const invalid = badRange(draft);
  const set = (patch: Partial<Draft>, apply = false) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (apply && !badRange(next)) onApply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onApply({ ...draft, keyword: draft.keyword?.trim() || undefined });
  };
  const count = activeFilters({ ...view, keyword: undefined, page: 1 });
  const empty = (value: string) => value || undefined;
  const clear = (
    <Button variant="ghost" disabled={activeFilters(view) === 0} onClick={() => onApply({})}>
      {t('review.filters.clear')}
    </Button>
  );

  return (
    <Form role="search" aria-label={t('review.filters.label')} onSubmit={submit} noValidate>
      <SearchRow>
        <input
          type="search"
          aria-label={t('review.filters.keyword')}
          placeholder={t('review.filters.keywordPlaceholder')}
          maxLength={REVIEW_KEYWORD_MAX}
          enterKeyHint="search"
          value={draft.keyword ?? ''}
          onChange={(e) => set({ keyword: e.target.value || undefined })}
        />
        <Button type="submit" disabled={invalid}>
          {t('review.filters.search')}
        </Button>
        {!collapsible && clear}
        {collapsible && (
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={`${id}-more`}
            onClick={() => setOpen(!open)}
          >
            {count ? t('review.filters.toggleCount', { count }) : t('review.filters.toggle')}
          </Button>
        )}
      </SearchRow>
      <More id={`${id}-more`} hidden={collapsible && !open}>
        <Field>
          <label htmlFor={`${id}-from`}>{t('review.filters.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from ?? ''}
            max={draft.to}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-range` : undefined}
            onChange={(e) => set({ from: empty(e.target.value) })}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-to`}>{t('review.filters.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to ?? ''}
            min={draft.from}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-range` : undefined}
            onChange={(e) => set({ to: empty(e.target.value) })}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-engineer`}>{t('review.filters.engineer')}</label>
          <select
            id={`${id}-engineer`}
            value={draft.engineer ?? ''}
            onChange={(e) => set({ engineer: empty(e.target.value) }, true)}
          >
            <option value="">{t('review.filters.anyEngineer')}</option>
            {options?.engineers.map((e) => (
              <option key={e.code} value={e.code} translate="no">
                {t('review.filters.option', { name: e.name, code: e.code })}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-skill`}>{t('review.filters.skill')}</label>
          <select
            id={`${id}-skill`}
            value={draft.skill ?? ''}
            onChange={(e) => set({ skill: empty(e.target.value) }, true)}
          >
            <option value="">{t('review.filters.anySkill')}</option>
            {options?.skills.map((s) => (
              <option key={s.code} value={s.code}>
                {t('review.filters.option', { name: s.name, code: s.code })}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-state`}>{t('review.filters.state')}</label>
          <select
            id={`${id}-state`}
            value={draft.state ?? ''}
            onChange={(e) => set({ state: REVIEW_STATES.find((s) => s === e.target.value) }, true)}
          >
            <option value="">{t('review.filters.anyState')}</option>
            {REVIEW_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`review.states.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        {collapsible && clear}
      </More>
      {invalid && (
        <ErrorText id={`${id}-range`} role="alert">
          {t('review.filters.badRange')}
        </ErrorText>
      )}
    </Form>
  );
}
