import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readView, writeView, type ReviewView } from '../model/filters';

/**
 * The review view from the address. Every change is a new history entry, so Back undoes a
 * filter, a page turn or opening a transcript.
 */
export function useReviewView() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  const view = useMemo(() => readView(search), [search]);
  const go = useCallback(
    (patch: Partial<ReviewView>) =>
      setSearch((current) => writeView(current, { ...readView(current), ...patch })),
    [setSearch],
  );
  /** Where a link to `patch` points, for real links (open in a new tab, copy the address). */
  const href = useCallback(
    (patch: Partial<ReviewView>) => `?${writeView(search, { ...view, ...patch }).toString()}`,
    [search, view],
  );
  /**
   * Leaves the transcript: Back when the list is the previous entry of this app; a shared link
   * opened straight onto a transcript has none, so the list replaces it instead.
   */
  const closeSession = useCallback(() => {
    if (key !== 'default') navigate(-1);
    else
      setSearch((current) => writeView(current, { ...readView(current), session: undefined }), {
        replace: true,
      });
  }, [key, navigate, setSearch]);
  return { view, go, href, closeSession };
}
