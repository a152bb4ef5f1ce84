import { ClosingSignup } from '@/components/letters/closing-signup';
import { Link } from '@/components/site/link';
import * as messages from '@/lib/site/messages';
import { letterPage } from '@/lib/site/site-content';
import { siteConfig } from '@/lib/site/site-config';
import { letterArchivePath, letterFeedPath } from '@/lib/letters/letter-kind';

export const letterLinkClass =
  'inline-flex min-h-11 items-center font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-800';

/**
 * Where a signup stands while the newsletter is off (lib/site/services.ts): the archive and the
 * feed, which need no account of hers and keep nothing a visitor typed.
 */
export function LetterFollow({
  className = '',
  centered = false,
}: {
  className?: string;
  centered?: boolean;
}) {
  return (
    <div className={className}>
      <p>{letterPage.followInvitation}</p>
      <p className={`mt-4 flex flex-wrap gap-x-8 gap-y-2${centered ? ' justify-center' : ''}`}>
        <Link href={letterArchivePath} className={letterLinkClass}>
          Read every issue in the archive
        </Link>
        <a href={letterFeedPath} type="application/rss+xml" className={letterLinkClass}>
          Follow the letter’s feed
        </a>
      </p>
    </div>
  );
}

/** How the letter's page, each issue and each piece end: the closing signup, or while it is off, how to follow. */
export function LetterClosing() {
  if (siteConfig.services.newsletter)
    return (
      <ClosingSignup heading={letterPage.closingHeading} successMessage={messages.signup.letterSuccess}>
        <p>{letterPage.closingInvitation}</p>
      </ClosingSignup>
    );
  return (
    <section aria-labelledby="closing-signup" className="rounded-3xl bg-sand px-6 py-10 text-center md:px-12">
      <h2 id="closing-signup" className="text-2xl font-semibold text-ink md:text-3xl">
        {letterPage.closingHeading}
      </h2>
      <LetterFollow className="mx-auto mt-3 max-w-xl leading-7 text-muted" centered />
    </section>
  );
}
