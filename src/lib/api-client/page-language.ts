/**
 * The page's language: `<html lang>`, which the app keeps in step with its texts (main.tsx,
 * changeLanguage). Calls send it as Accept-Language, so the server answers content (the company,
 * fast entries, articles, the robot) in the language the person reads, not the browser's.
 */
export function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}
