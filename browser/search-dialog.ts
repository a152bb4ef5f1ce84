import { searchDialogClasses as classes } from '@/lib/page/search-dialog-classes';
import { liveSearchAttribute, searchDialogId, searchOutputAttribute } from '@/lib/page/search-names';
import { styled } from './styled';

const titleId = `${searchDialogId}-title`;
const fieldId = `${searchDialogId}-q`;
const fieldLabel = 'Search essays, research and pages';

// Made the first time search opens rather than sent with every page, at the end of <body>, where the
// framework leaves what it did not render.
export function searchDialog(doc: Document) {
  const made = doc.getElementById(searchDialogId);
  if (made) return made as HTMLDialogElement;
  const dialog = styled(doc.createElement('dialog'), classes.dialog);
  dialog.id = searchDialogId;
  dialog.setAttribute('aria-labelledby', titleId);
  dialog.setAttribute(liveSearchAttribute, 'dialog');

  const title = styled(doc.createElement('h2'), classes.title, 'Search the site');
  title.id = titleId;
  const closing = doc.createElement('form');
  closing.method = 'dialog';
  const close = styled(doc.createElement('button'), classes.close, 'Close');
  close.type = 'submit';
  closing.append(close);
  const heading = styled(doc.createElement('div'), classes.heading);
  heading.append(title, closing);

  // Not a landmark of its own: the dialog, named for what it is, holds nothing else.
  const query = styled(doc.createElement('form'), classes.query);
  query.action = '/search/';
  query.method = 'get';
  const label = styled(doc.createElement('label'), 'sr-only', fieldLabel);
  label.htmlFor = fieldId;
  const field = styled(doc.createElement('input'), classes.field);
  field.id = fieldId;
  field.type = 'search';
  field.autocomplete = 'off';
  field.placeholder = fieldLabel;
  field.name = 'q';
  // Takes the query to /search/ like Enter does, for those who look for a button.
  const submit = styled(doc.createElement('button'), classes.submit, 'Search');
  submit.type = 'submit';
  query.append(label, field, submit);

  const output = styled(doc.createElement('div'), classes.output);
  output.setAttribute(searchOutputAttribute, '');
  const inner = styled(doc.createElement('div'), classes.inner);
  inner.append(heading, query, output);
  dialog.append(inner);
  doc.body.append(dialog);
  return dialog;
}
