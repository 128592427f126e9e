/** Text for HTML the server draws itself (the age gate, the cookie banner): every character that could end an attribute or open a tag escaped. */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
