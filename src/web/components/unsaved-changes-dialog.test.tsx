// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Link, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { unsavedChangesCopy as copy } from '@shared/portal-copy.ts';
import { renderWithProviders } from '@web/testing/render.tsx';
import { FormTextField } from './form-text-field.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { useUnsavedChangesWarning } from './use-unsaved-changes-warning.ts';

/** A form as the portal's are built: saving resets it to what was stored. */
function NoteForm() {
  const navigate = useNavigate();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm({ defaultValues: { note: '' } });
  const leaving = useUnsavedChangesWarning(isDirty);
  // Stands for a request that stores the note and answers later.
  const store = () => new Promise((resolve) => setTimeout(resolve, 10));
  return (
    <form
      onSubmit={handleSubmit(async (values) => {
        await store();
        reset(values);
      })}
    >
      <FormTextField control={control} name="note" label="Note" />
      <button type="submit">Save</button>
      <button
        type="button"
        onClick={handleSubmit(async (values) => {
          await store();
          reset(values);
          navigate('/elsewhere');
        })}
      >
        Save and close
      </button>
      <Link to="/elsewhere">Another page</Link>
      <UnsavedChangesDialog blocker={leaving} />
    </form>
  );
}

function renderForm() {
  renderWithProviders(
    <Routes>
      <Route path="/form" element={<NoteForm />} />
      <Route path="/elsewhere" element={<h1>Another page</h1>} />
    </Routes>,
    { route: '/form' },
  );
  return userEvent.setup();
}

const note = () => screen.getByRole('textbox', { name: 'Note' });
const leaveLink = () => screen.getByRole('link', { name: 'Another page' });
const arrived = () => screen.findByRole('heading', { name: 'Another page' });

describe('the unsaved-changes warning', () => {
  afterEach(cleanup);

  it('asks before leaving a form with changes; Stay keeps the page and the text', async () => {
    const user = renderForm();
    await user.type(note(), 'Call back on Monday');
    await user.click(leaveLink());

    const dialog = await screen.findByRole('dialog', { name: copy.title });
    expect(dialog).toHaveTextContent(copy.text);
    await user.click(screen.getByRole('button', { name: copy.stay }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(note()).toHaveValue('Call back on Monday');
    expect(screen.queryByRole('heading', { name: 'Another page' })).toBeNull();
  });

  it('Leave without saving goes where the person was going', async () => {
    const user = renderForm();
    await user.type(note(), 'Call back on Monday');
    await user.click(leaveLink());
    await user.click(await screen.findByRole('button', { name: copy.leave }));
    expect(await arrived()).toBeInTheDocument();
  });

  it('lets an untouched form go without asking', async () => {
    const user = renderForm();
    await user.click(leaveLink());
    expect(await arrived()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask once the changes are saved', async () => {
    const user = renderForm();
    await user.type(note(), 'Call back on Monday');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The save is done when the form is no longer dirty: the tab may then close freely.
    await waitFor(() => expect(fireEvent(window, beforeUnload())).toBe(true));
    await user.click(leaveLink());
    expect(await arrived()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask when the form saves and then moves on by itself', async () => {
    const user = renderForm();
    await user.type(note(), 'Call back on Monday');
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(await arrived()).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks the browser to confirm closing or reloading the tab only while there are changes', async () => {
    const user = renderForm();
    // fireEvent answers false when a listener cancelled the event, which makes the browser ask.
    expect(fireEvent(window, beforeUnload())).toBe(true);
    await user.type(note(), 'Call back on Monday');
    expect(fireEvent(window, beforeUnload())).toBe(false);
  });
});

function beforeUnload() {
  return new Event('beforeunload', { cancelable: true });
}
