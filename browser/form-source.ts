import { islandFormAttribute, waitsForIsland } from '@/lib/web/form-ready';
import {
  followTrail,
  formSource,
  ledSubject,
  sourceField,
  subjectBaseAttribute,
  subjectFromAttribute,
} from '@/lib/web/visit-source';

// Fills a message form's source fields (sourceField) as it is sent: on the window, before the head script
// may hold the submit and the island reads the fields; a held submit is filled when it is made again.
export function stampFormSources(win: Window) {
  const doc = win.document;
  followTrail(doc);
  // Before a move between pages without a load: the framework's links, and going back or forward.
  win.addEventListener('click', () => followTrail(doc), true);
  win.addEventListener('popstate', () => followTrail(doc));
  win.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (
        !(form instanceof HTMLFormElement) ||
        !form.hasAttribute(islandFormAttribute) ||
        waitsForIsland(form)
      )
        return;
      const values = formSource(win.location.href, doc.title, followTrail(doc));
      const page = form.elements.namedItem(sourceField.page);
      if (!(page instanceof HTMLInputElement)) return;
      page.value = values.page ?? page.value;
      for (const name of [sourceField.pageTitle, sourceField.cameFrom, sourceField.campaign]) {
        const value = values[name];
        if (!value) continue;
        const input = form.appendChild(doc.createElement('input'));
        Object.assign(input, { type: 'hidden', name, value });
        // Read with this submit only, then gone: the island's page stays its own.
        win.setTimeout(() => input.remove(), 0);
      }
      const subject = form.querySelector<HTMLInputElement>(`input[${subjectFromAttribute}]`);
      const lead = subject && form.elements.namedItem(subject.getAttribute(subjectFromAttribute) ?? '');
      if (subject && lead instanceof HTMLInputElement)
        subject.value = ledSubject(lead.value, subject.getAttribute(subjectBaseAttribute) ?? subject.value);
    },
    true,
  );
}
