import { useEffect, useRef } from 'react';
import type { VisitorSession } from '../model/visitor-session';

/**
 * The company's name follows the page's language: the session reads it once when it starts,
 * and again here when the person switches the language (the session itself lives on).
 */
export function useCompanyInLanguage(session: VisitorSession | undefined, language: string) {
  const readIn = useRef(language);
  useEffect(() => {
    if (!session || readIn.current === language) return;
    readIn.current = language;
    void session.company.read();
  }, [session, language]);
}
