// Built by the after-paint script when search first opens (browser/search-dialog.ts); the classes are here,
// where the site's stylesheet is read from, so that they are in it.
export const searchDialogClasses = {
  dialog:
    'mx-auto mt-[8vh] w-[min(40rem,calc(100%-2rem))] rounded-2xl border border-line bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/40',
  inner: 'p-4 sm:p-6',
  heading: 'flex items-center justify-between gap-4',
  title: 'text-lg font-semibold',
  close: 'min-h-11 rounded-md px-3 font-medium text-plum-700 hover:bg-sand',
  query: 'mt-3 flex gap-2',
  field:
    'h-12 min-w-0 flex-1 rounded-xl border border-muted/50 bg-white px-4 text-base text-ink placeholder:text-muted',
  submit: 'h-12 rounded-xl bg-plum-700 px-4 font-semibold text-white hover:bg-plum-800',
  output: 'mt-3 max-h-[60vh] overflow-y-auto',
};
