import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiClient } from '@/lib/api-client';
import { PRE_CHAT_FIELDS, type PreChatAnswers } from '@/lib/contract';
import { useResource } from '@/lib/resource';
import { productLineName } from '../model/left-messages';

/** The fields the visitor answered, in the form's order; none when they gave no answers. */
export const answered = (answers: PreChatAnswers | undefined) =>
  PRE_CHAT_FIELDS.filter((field) => answers?.[field]?.trim());

/** Terms and values side by side: a grid in the visitor's details, one wrapped line in a row. */
const Pairs = styled.dl<{ $compact: boolean }>`
  display: ${({ $compact }) => ($compact ? 'flex' : 'grid')};
  flex-wrap: wrap;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme, $compact }) => ($compact ? `0 ${theme.space[2]}` : `${theme.space[2]} ${theme.space[3]}`)};
  margin: 0;
  font-size: ${({ theme, $compact }) => ($compact ? theme.font.sizes.xs : theme.font.sizes.sm)};
  div {
    display: ${({ $compact }) => ($compact ? 'flex' : 'contents')};
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** The product line's name for an answer (its id until the list has been read). */
function ProductName({ api, id }: { api?: ApiClient; id: string }) {
  const [name] = useResource(api ? `line:${id}` : undefined, () => productLineName(api!, id));
  return <>{name.data ?? id}</>;
}

/**
 * What the visitor answered in the project's pre-chat form (name, phone, e-mail, product line),
 * as text; nothing when there are no answers. `compact` for a queue row.
 */
export function PreChatAnswersList({
  answers,
  api,
  compact = false,
}: {
  answers?: PreChatAnswers;
  api?: ApiClient;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const fields = answered(answers);
  if (!answers || !fields.length) return null;
  return (
    <Pairs $compact={compact}>
      {fields.map((field) => (
        <div key={field}>
          <dt>{t(`console.preChat.${field}`)}</dt>
          <dd translate="no">
            {field === 'product' ? <ProductName api={api} id={answers[field]!} /> : answers[field]}
          </dd>
        </div>
      ))}
    </Pairs>
  );
}
