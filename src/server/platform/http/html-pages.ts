/**
 * The HTML files the build writes into the client folder, and the server serves: the
 * prerendered landing (`/`) and the app's empty shell (every other path), once for each
 * SIGNUP setting, since the landing is prerendered but SIGNUP is read when the server starts.
 */
export const htmlPages = {
  open: { landing: 'index.html', shell: 'app.html' },
  closed: { landing: 'index.signup-closed.html', shell: 'app.signup-closed.html' },
} as const;
