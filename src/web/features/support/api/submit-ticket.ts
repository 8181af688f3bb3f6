import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Ticket, type ticketInputSchema, ticketSchema } from '@shared/support.ts';
import { ApiError, leaveForSignIn } from '@web/lib/api-client.ts';
import { apiPaths } from '@shared/api-paths.ts';
import { ticketsQueryKey } from './get-tickets.ts';

export type TicketSubmission = {
  input: z.output<typeof ticketInputSchema>;
  files: readonly File[];
  /** Per cent of the request body sent so far. */
  onProgress?: (percent: number) => void;
};

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } };

/**
 * Sends the ticket and its files as multipart/form-data. XMLHttpRequest rather than fetch:
 * only it reports upload progress, which large attachments need.
 */
export function submitTicket({ input, files, onProgress }: TicketSubmission): Promise<Ticket> {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) form.append(name, value);
  for (const file of files) form.append('attachments', file);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPaths.tickets);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): answered below by status alone.
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = ticketSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, 'invalid_response', 'Unexpected answer.'));
        return;
      }
      if (request.status === 401) leaveForSignIn();
      const error = (body as ErrorBody | null)?.error;
      reject(
        new ApiError(
          request.status,
          error?.code ?? `http_${request.status}`,
          error?.message ?? request.statusText,
          error?.fields,
        ),
      );
    });
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'network', 'The request could not be sent.')),
    );
    request.send(form);
  });
}

export function useSubmitTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
