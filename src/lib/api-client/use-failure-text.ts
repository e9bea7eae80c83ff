import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from './error-message';

/** describeFailure in the current language, for components. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => describeFailure(error, t as never), [t]);
}
