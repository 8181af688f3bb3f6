/** The system's code font, for keys, secrets and snippets a person copies character by character. */
export const monospaceFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
