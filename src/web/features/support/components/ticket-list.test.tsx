// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, apiPaths } from '@shared/api-paths.ts';
import { ticketCopy } from '@shared/support.ts';
import { apiServer } from '@web/testing/api-server.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { TicketList } from './ticket-list.tsx';

const ticketId = '6f1c2b1e-8f0a-4d5e-9b7c-1a2b3c4d5e6f';
const attachmentId = '0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';

describe('TicketList', () => {
  afterEach(cleanup);

  it('offers each attachment as a download by its name', async () => {
    apiServer.use(
      http.get(apiPaths.tickets, () =>
        HttpResponse.json({
          tickets: [
            {
              id: ticketId,
              subject: 'Invoice question',
              description: 'See the attached invoice.',
              category: 'billing',
              priority: 'low',
              status: 'open',
              createdAt: new Date().toISOString(),
              attachments: [{ id: attachmentId, fileName: 'invoice.pdf', size: 2048 }],
            },
          ],
          nextCursor: null,
        }),
      ),
    );
    renderWithProviders(<TicketList />);
    const link = await screen.findByRole('link', { name: ticketCopy.download('invoice.pdf') });
    expect(link).toHaveAttribute(
      'href',
      apiPath(apiPaths.ticketAttachment, { id: ticketId, attachmentId }),
    );
    expect(link).toHaveAttribute('download', 'invoice.pdf');
  });
});
