import { useEffect } from 'react';
import { documentTitle } from '@shared/portal-copy.ts';

/** Names the browser tab after the screen: `<screen title> · <product name>`. */
export function useDocumentTitle(screenTitle: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(screenTitle);
    // Leaving the portal (sign-out) must not keep a portal screen's name on the tab.
    return () => {
      document.title = previous;
    };
  }, [screenTitle]);
}
