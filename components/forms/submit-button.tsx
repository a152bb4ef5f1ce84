import { labelAttribute } from '@/lib/web/held-submit';

interface SubmitButtonProps {
  /** While true the button is disabled and shows `pendingLabel`, so a second submit sends nothing. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}

/**
 * The primary submit button of the site's forms. Both labels are in the page, one hidden, so the
 * head script can show a press as taken before the form's island has arrived (labelAttribute)
 * without changing any text React hydrates. That script may have set `disabled` and `hidden`
 * when React hydrates, and lifts them before the submit is made again: hence the suppressed
 * warnings, on these three elements only.
 */
export function SubmitButton({ pending, label, pendingLabel, className = 'py-3' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      suppressHydrationWarning
      className={`rounded-full bg-plum-700 px-6 font-semibold text-white hover:bg-plum-800 disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      <span {...{ [labelAttribute]: 'idle' }} hidden={pending} suppressHydrationWarning>
        {label}
      </span>
      <span {...{ [labelAttribute]: 'pending' }} hidden={!pending} suppressHydrationWarning>
        {pendingLabel}
      </span>
    </button>
  );
}
