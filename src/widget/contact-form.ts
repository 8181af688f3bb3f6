import { VISITOR_EMAIL_MAX_LENGTH, VISITOR_NAME_MAX_LENGTH } from '@shared/message-limits.ts';
import type { VisitorDetails } from './api-client.ts';
import { el } from './dom.ts';
import type { Act } from './failures.ts';
import type { ShowNotice } from './notice.ts';
import type { WidgetTexts } from './texts.ts';

const NAME_ID = 'chat-contact-name';
const EMAIL_ID = 'chat-contact-email';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Asked before the hand-over (`ask`), or once the agent handed over by itself (`save`). */
export type ContactFormMode = 'ask' | 'save';

/**
 * The hand-over's form: the visitor's name and email, both optional, so that the team can
 * answer by email once they have left. Asking for a person goes through it; it also shows once
 * the agent handed over by itself, until the visitor answers it or says not now.
 */
export function contactForm(
  texts: WidgetTexts,
  {
    act,
    showNotice,
    submit,
  }: {
    act: Act;
    showNotice: ShowNotice;
    submit: (mode: ContactFormMode, details: VisitorDetails) => Promise<void>;
  },
) {
  let mode: ContactFormMode = 'ask';
  const name = el('input', {
    id: NAME_ID,
    autocomplete: 'name',
    maxlength: String(VISITOR_NAME_MAX_LENGTH),
  });
  const email = el('input', {
    id: EMAIL_ID,
    type: 'email',
    autocomplete: 'email',
    maxlength: String(VISITOR_EMAIL_MAX_LENGTH),
  });
  const submitButton = el('button', { type: 'submit', class: 'primary' });
  const notNow = el('button', { type: 'button', class: 'plain', text: texts.notNow });
  const form = el(
    'form',
    {
      class: 'offline contact',
      hidden: true,
      novalidate: true,
      'aria-label': texts.talkToPerson,
    },
    el('p', { text: texts.contactIntro }),
    el('label', { for: NAME_ID, text: texts.nameLabel }),
    name,
    el('label', { for: EMAIL_ID, text: texts.emailOptionalLabel }),
    email,
    el('div', { class: 'row' }, submitButton, notNow),
  );
  const hide = () => {
    form.hidden = true;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const details = { name: name.value.trim(), email: email.value.trim() };
    if (details.email && !EMAIL_PATTERN.test(details.email)) {
      email.setAttribute('aria-invalid', 'true');
      email.focus();
      return showNotice(texts.emailInvalid);
    }
    email.removeAttribute('aria-invalid');
    void act(async () => {
      await submit(mode, details);
      hide();
      showNotice(null);
    });
  });
  notNow.addEventListener('click', () => {
    hide();
    // Asked for a person, the visitor still gets one: only the details are left out.
    if (mode === 'ask') void act(() => submit('ask', {}));
  });

  return {
    form,
    show(next: ContactFormMode, known: { name?: string | null; email?: string | null } = {}) {
      mode = next;
      submitButton.textContent = next === 'ask' ? texts.contactSubmit : texts.saveContact;
      if (known.name && !name.value) name.value = known.name;
      if (known.email && !email.value) email.value = known.email;
      form.hidden = false;
      name.focus();
    },
    hide,
  };
}

export type ContactForm = ReturnType<typeof contactForm>;
