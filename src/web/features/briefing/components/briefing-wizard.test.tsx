// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { briefingCopy, briefingSteps } from '@shared/briefing.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { BriefingWizard } from './briefing-wizard.tsx';

const stepHeading = (index: number) =>
  screen.getByRole('heading', {
    name: `Step ${index + 1} of ${briefingSteps.length}: ${briefingSteps[index]}`,
  });

describe('BriefingWizard', () => {
  afterEach(cleanup);

  // Many typed keystrokes in jsdom: slow when the machine is busy.
  it(
    'refuses Next with field errors in words, then moves forward and back',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<BriefingWizard saved={{ briefing: null, activatedAt: null }} />);
      for (const label of briefingSteps) expect(screen.getByText(label)).toBeInTheDocument();
      expect(stepHeading(0)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await user.click(screen.getByRole('button', { name: briefingCopy.next }));
      expect(await screen.findByText('Enter your company name.')).toBeInTheDocument();
      expect(screen.getByText('Choose your industry.')).toBeInTheDocument();
      expect(screen.getByText('Describe your business.')).toBeInTheDocument();
      expect(screen.getByText('Describe your target audience.')).toBeInTheDocument();
      expect(stepHeading(0)).toBeInTheDocument();

      await user.type(screen.getByLabelText(/^Company Name/), 'Harbor Cars');
      await user.click(screen.getByRole('combobox', { name: /^Industry/ }));
      await user.click(await screen.findByRole('option', { name: 'Retail' }));
      await user.type(screen.getByLabelText(/^Business Description/), 'Bikes');
      await user.type(screen.getByLabelText(/^Target Audience/), 'Cyclists');
      await user.click(screen.getByRole('button', { name: 'English' }));
      await user.click(screen.getByRole('button', { name: briefingCopy.next }));
      expect(await screen.findByText('Choose at least one language.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Spanish' }));
      await user.click(screen.getByRole('button', { name: briefingCopy.next }));
      expect(await screen.findByRole('heading', { name: /^Step 2 of 4/ })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: briefingCopy.back }));
      expect(await screen.findByRole('heading', { name: /^Step 1 of 4/ })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Harbor Cars');
    },
  );
});
