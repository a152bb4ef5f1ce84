import type { Metadata } from 'next';
import { Link } from '@/components/site/link';
import { notFoundPage } from '@/lib/site/site-content';
import { FirstScreenEnd } from '@/components/site/first-screen-end';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you asked for is not here. Find your way back to the essays, research and letter.',
};

export default function NotFound() {
  return (
    <div className="mx-auto max-w-prose px-4 py-24 text-center sm:px-6">
      <p className="text-eyebrow font-semibold uppercase text-coral-700">404</p>
      <h1 className="mt-3 text-title font-semibold">This page could not be found</h1>
      <p className="mt-4 text-lg text-muted">{notFoundPage.message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/"
          className="rounded-full bg-plum-700 px-5 py-3 font-semibold text-white hover:bg-plum-800"
        >
          Back to the home page
        </Link>
        <Link
          href="/essays"
          className="rounded-full border border-plum-700 px-5 py-3 font-semibold text-plum-700 hover:bg-plum-50"
        >
          Browse the essays
        </Link>
      </div>
      <FirstScreenEnd />
    </div>
  );
}
