// What the visitor's forms send (SPEC §7): a left message and a work order with their files, a
// rating, a transcript by e-mail or as a file. The hook gives each form the calls it makes; the
// forms never reach the API themselves.
import { useMemo } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { ownApi, workOrderApi, type BodyOf, type RatingTag } from '@/lib/contract';
import { localTimeZone } from '@/lib/download';

/** A message left for a skill while nobody can answer (the form's fields). */
export interface LeaveMessage {
  projectId?: string;
  queueCode?: string;
  name: string;
  phone?: string;
  email?: string;
  message: string;
}
type WorkOrder = Omit<BodyOf<typeof workOrderApi.create>, 'attachments'>;
/** A visitor's rating of a conversation. */
export interface Rating {
  sessionId: string;
  score: number;
  tags: RatingTag[];
  comment?: string;
}

/** Uploads a case's files one by one (SPEC §7 caseUpload), in order; their URLs. */
async function uploadCaseFiles(api: ApiClient, files: readonly File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('file', file);
    urls.push((await api.call(ownApi.caseUpload, { body: form })).url);
  }
  return urls;
}

export function useVisitorWrites(api: ApiClient) {
  return useMemo(
    () => ({
      /** Leaves a message with its files (uploaded first); the ticket. */
      leaveMessage: async (left: LeaveMessage, files: readonly File[]) =>
        api.call(ownApi.leaveMessage, {
          body: {
            project_id: left.projectId,
            queue_code: left.queueCode,
            name: left.name,
            phone: left.phone,
            email: left.email,
            message: left.message,
            attachments: await uploadCaseFiles(api, files),
          },
        }),
      /** Opens a work order with its files (uploaded first); the ticket. */
      createWorkOrder: async (body: WorkOrder, files: readonly File[]) =>
        api.call(workOrderApi.create, {
          body: { ...body, attachments: await uploadCaseFiles(api, files) },
        }),
      /** Rates a conversation; the rating as the server keeps it. */
      rate: ({ sessionId, ...rating }: Rating) =>
        api.call(ownApi.rateSession, { body: { session_id: sessionId, ...rating } }),
      /** Mails a conversation's transcript, in the visitor's time zone. */
      mailTranscript: (sessionId: string, email: string) =>
        api.call(ownApi.transcriptEmail, {
          body: { session_id: sessionId, email, tz: localTimeZone() },
        }),
      /** A conversation's transcript as a file, in time zone `tz`. */
      transcriptFile: (sessionId: string, tz: string | undefined) =>
        api.call(ownApi.transcriptFile, { params: { id: sessionId }, query: { tz } }),
    }),
    [api],
  );
}
