/** Text made safe to place in HTML mail, inside elements and attribute values alike. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
