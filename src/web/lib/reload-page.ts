/** Loads the page again from the server, as the browser's reload button does. */
export function reloadPage() {
  window.location.reload();
}
