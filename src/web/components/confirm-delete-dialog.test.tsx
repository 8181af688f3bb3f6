// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

const labels = { cancel: 'Cancel', delete: 'Delete', deleting: 'Deleting...' };

function dialog(title: string | null, onConfirm: () => void) {
  return (
    <ConfirmDeleteDialog
      title={title}
      text="It cannot be undone."
      labels={labels}
      busy={false}
      onCancel={vi.fn()}
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDeleteDialog', () => {
  afterEach(cleanup);

  it('keeps its title while it closes, and a click on Delete then confirms nothing', () => {
    const onConfirm = vi.fn();
    const { rerender } = render(dialog('Delete this?', onConfirm));
    expect(screen.getByRole('dialog', { name: 'Delete this?' })).toBeTruthy();

    rerender(dialog(null, onConfirm));
    // Still fading out: the same name, and its button is inert.
    fireEvent.click(screen.getByRole('button', { name: 'Delete', hidden: true }));
    expect(screen.getByText('Delete this?')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms while open', () => {
    const onConfirm = vi.fn();
    render(dialog('Delete this?', onConfirm));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
