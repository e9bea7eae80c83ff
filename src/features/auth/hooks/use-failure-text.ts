import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { classifyLoginError, type LoginFailure } from '../model/login-flow';

/** Why something failed, as a sentence: the server's own words, else the SPEC §8 catalogue. */
export function useFailureReason() {
  const { t } = useTranslation();
  return useCallback(
    (failure: LoginFailure): string => {
      if (failure.kind === 'invalid_identity') return t('auth.errors.invalidIdentity');
      if (failure.kind === 'server') return failure.text;
      const message = errorMessage(failure.error);
      return String(t(message.key, message.values as never));
    },
    [t],
  );
}

/** The same for a raw error, e.g. a failed send-code call. */
export function useErrorReason() {
  const reason = useFailureReason();
  return useCallback((error: unknown) => reason(classifyLoginError(error)), [reason]);
}
