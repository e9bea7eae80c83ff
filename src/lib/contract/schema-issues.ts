import type * as z from 'zod/mini';

/** A short readable list of what did not match: "data.messageID: expected string, got number". */
export function describeIssues(error: z.core.$ZodError, root: string): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = [root, ...issue.path.map(String)].join('.');
      const expected = 'expected' in issue ? `expected ${String(issue.expected)}` : issue.code;
      return `${path}: ${expected}`;
    })
    .join('; ');
}
