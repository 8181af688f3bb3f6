import { useEffect } from 'react';

/**
 * Tells the profile page whether one of its forms holds unsaved changes, and that it holds
 * none once the form goes away (saved or cancelled), so the page can warn before leaving.
 */
export function useReportDirty(isDirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
}
