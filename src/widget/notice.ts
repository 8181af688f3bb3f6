import { el } from './dom.ts';

export type ShowNotice = (text: string | null) => void;

/** The line that tells the visitor what went wrong; screen readers read it out as it shows. */
export function noticeLine() {
  const element = el('p', { class: 'notice', role: 'alert', hidden: true });
  const show: ShowNotice = (text) => {
    element.hidden = !text;
    element.textContent = text ?? '';
  };
  return { element, show };
}

export type NoticeLine = ReturnType<typeof noticeLine>;
