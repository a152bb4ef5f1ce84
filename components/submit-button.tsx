interface SubmitButtonProps {
  /** While true the button is disabled and shows `pendingLabel`, so a second submit sends nothing. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}

/** The primary submit button of the site's forms. */
export function SubmitButton({ pending, label, pendingLabel, className = 'py-3' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`rounded-full bg-plum-700 px-6 font-semibold text-white hover:bg-plum-800 disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
