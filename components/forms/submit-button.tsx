import { labelAttribute } from '@/lib/web/form-ready';

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}

// Both labels are in the page, so the head script can show a held press as taken (labelAttribute) without
// changing text React hydrates. It may have set `disabled` and `hidden` by then, and lifts them before the
// submit is made again: hence the suppressed warnings, on these three elements only.
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
