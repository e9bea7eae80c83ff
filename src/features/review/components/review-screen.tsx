import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { useEnvironment } from '@/lib/env';
import { useReviewer } from '../model/reviewer';
import { useReviewCalls } from '../api/review-calls';
import { AuditDialog } from './audit-dialog';
import { ReviewWorkspace } from './review-workspace';
import { SignInForm } from './sign-in-form';

const Who = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  button {
    min-height: 36px;
    color: inherit;
  }
`;

/** SPEC §2 /review: message review for supervisors (search, transcripts, live spy-on). */
export function ReviewScreen() {
  const { t } = useTranslation();
  const reviewer = useReviewer((s) => s.reviewer);
  const calls = useReviewCalls();
  const [leaving, setLeaving] = useState(false);
  const desktop = useEnvironment((s) => s.desktop);
  const [audit, setAudit] = useState(false);
  return (
    <Page
      wide
      title={t('review.title')}
      titleSuffix={t('app.name')}
      end={
        reviewer && (
          <Who>
            {desktop && t('review.signedInAs', { name: reviewer.name, code: reviewer.code })}
            <Button variant="ghost" onClick={() => setAudit(true)}>
              {t('review.audit.open')}
            </Button>
            <AuditDialog open={audit} onOpenChange={setAudit} />
            <Button
              variant="ghost"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void calls.signOut().finally(() => setLeaving(false));
              }}
            >
              {t('review.signOut')}
            </Button>
          </Who>
        )
      }
    >
      {reviewer ? <ReviewWorkspace key={reviewer.token} desktop={desktop} /> : <SignInForm />}
    </Page>
  );
}
