import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ApiClient } from '@/lib/api-client';
import { PRE_CHAT_FIELDS, type PreChatAnswers } from '@/lib/contract';
import { useResource } from '@/lib/resource';
import { productLineName } from '../model/left-messages';
import { Facts } from '@/components/facts';

/** The fields the visitor answered, in the form's order; none when they gave no answers. */
export const answered = (answers: PreChatAnswers | undefined) =>
  PRE_CHAT_FIELDS.filter((field) => answers?.[field]?.trim());

/** Terms and values side by side: a grid in the visitor's details, one wrapped line in a row. */
const Pairs = styled(Facts)`
  ${({ $inline, theme }) =>
    $inline &&
    css`
      gap: 0 ${theme.space[2]};
      font-size: ${theme.font.sizes.xs};
    `}
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
    <Pairs $inline={compact}>
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
