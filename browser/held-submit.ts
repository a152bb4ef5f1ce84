import { formReadyEvent, labelAttribute, waitsForIsland } from '@/lib/web/form-ready';

interface Held {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

// Head script: holds an island form's submit until the island is ready (waitsForIsland), showing at once
// that the press was taken; on formReadyEvent the submit is made again, in the next task.
export function holdSubmits(doc: Document) {
  const held: Held[] = [];
  const busy = ({ form, submitter }: Held, on: boolean) => {
    const button = (submitter ??
      form.querySelector('button:not([type]),[type=submit]')) as HTMLButtonElement | null;
    if (!button) return;
    button.disabled = on;
    button.querySelectorAll<HTMLElement>(`[${labelAttribute}]`).forEach((label) => {
      label.hidden = (label.getAttribute(labelAttribute) === 'pending') !== on;
    });
  };
  const heldIndex = (form: EventTarget | null) => held.findIndex((each) => each.form === form);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!waitsForIsland(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (heldIndex(form) >= 0) return;
      const entry = { form, submitter: event.submitter };
      held.push(entry);
      busy(entry, true);
    },
    true,
  );
  doc.addEventListener(
    formReadyEvent,
    (event) => {
      const index = heldIndex(event.target);
      if (index < 0) return;
      const [entry] = held.splice(index, 1);
      setTimeout(() => {
        busy(entry, false);
        const { form, submitter } = entry;
        form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : null);
      }, 0);
    },
    true,
  );
}
