import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Link } from '@/components/site/link';
import { messageForms, sentPath, type MessageFormName } from '@/lib/web/message-forms';
import { buildMetadata } from '@/lib/site/seo';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

// Where Formspree returns a visitor who sent a message with scripts off (the form's `_next` field,
// sentPath): the thank-you the form itself would have shown. Not a page to find by search or share,
// so never indexed and in no sitemap, feed or search index.

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(messageForms).map((form) => ({ form }));
}

const formOf = (form: string) => (form in messageForms ? messageForms[form as MessageFormName] : null);

export async function generateMetadata({ params }: PageProps<'/thanks/[form]'>): Promise<Metadata> {
  const { form } = await params;
  const sent = formOf(form);
  if (!sent) return {};
  return buildMetadata({
    path: sentPath(form as MessageFormName),
    title: sent.sent,
    description: sent.description,
    imageAlt: sent.sent,
    imagePath: '/',
    indexed: false,
  });
}

export default async function SentPage({ params }: PageProps<'/thanks/[form]'>) {
  const form = formOf((await params).form);
  if (!form) notFound();
  return (
    <div className="mx-auto max-w-prose px-4 py-24 text-center sm:px-6">
      <p className="text-eyebrow font-semibold uppercase text-coral-700">{form.sent}</p>
      <h1 className="mt-3 text-title font-semibold">{form.thankYou}</h1>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href={form.back.href}
          className="rounded-full bg-plum-700 px-5 py-3 font-semibold text-white hover:bg-plum-800"
        >
          {form.back.label}
        </Link>
        <Link
          href="/essays"
          className="rounded-full border border-plum-700 px-5 py-3 font-semibold text-plum-700 hover:bg-plum-50"
        >
          Read the essays
        </Link>
      </div>
      <FirstScreenEnd />
    </div>
  );
}
