import { MessageForm } from '@/components/forms/message-form';
import { formDelivery, messageForms, type MessageFormName } from '@/lib/web/message-forms';
import { siteConfig } from '@/lib/site/site-config';

interface PageMessageFormProps {
  form: MessageFormName;
  /** The page it is on. */
  path: string;
  submitLabel: string;
  thankYou: string;
}

/** A message form as a page with messages on shows it; it offers the booking page only while booking is on. */
export function PageMessageForm({ form, path, submitLabel, thankYou }: PageMessageFormProps) {
  return (
    <MessageForm
      formName={form}
      fields={messageForms[form].fields}
      submitLabel={submitLabel}
      thankYou={thankYou}
      delivery={formDelivery(form, path)}
      bookingUrl={siteConfig.services.booking ? siteConfig.calendlyUrl : undefined}
    />
  );
}
