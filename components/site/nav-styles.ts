// Shared between the desktop bar and the mobile panel so both mark the active link alike.
export const navLinkClass =
  'rounded-md px-3 py-2 text-[0.95rem] font-medium text-ink underline-offset-8 decoration-2 hover:bg-sand';
export const navLinkActiveClass = 'text-plum-700 underline decoration-coral-500';
export const letterButtonClass =
  'rounded-full bg-plum-700 px-4 py-2 text-[0.95rem] font-semibold text-white shadow-sm hover:bg-plum-800';
export const letterButtonActiveClass = 'ring-2 ring-coral-500 ring-offset-2 ring-offset-paper';
