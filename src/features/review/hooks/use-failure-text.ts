import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '@/lib/api-client';

/** What to say about a failed call: the server's own words when it gave any, else SPEC §8's. */
export function useFailureText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error) && error.infoText) return error.infoText;
      const message = errorMessage(error);
      return String(t(message.key, message.values as never));
    },
    [t],
  );
}
