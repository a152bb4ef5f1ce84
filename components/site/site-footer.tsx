import { Link } from '@/components/site/link';
import { Prose } from '@/components/page/prose';
import { footer, profile } from '@/lib/site/site-content';
import { letterArchivePath } from '@/lib/letters/letter-kind';
import { siteConfig } from '@/lib/site/site-config';
import { footerYearId } from '@/lib/page/footer-year-id';

// Text beside an element is written as one string where the split never showed: two adjacent
// pieces cost a `<!-- -->` between them in every page's HTML. The copyright line keeps its pieces,
// which the browser shapes apart (joined, its words move by a fraction of a pixel).

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-line bg-sand">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold">
            {`About ${profile.name}`}
          </h2>
          <p className="mt-3 text-sm leading-6 text-muted">{profile.bio}</p>
          <p className="mt-3 text-sm">
            <Link
              href={letterArchivePath}
              className="inline-block py-1.5 font-medium text-plum-700 underline underline-offset-2"
            >
              Read past issues of the Tomorrow Letter
            </Link>
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-base font-semibold">
            Quick links
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {siteConfig.footerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-block py-1.5 text-ink underline-offset-4 hover:text-plum-700 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="text-base font-semibold">
            Connect
          </h2>
          <Prose
            blocks={footer.connect}
            paragraphClassName="mt-3 text-sm leading-6 text-muted"
            linkClassName="font-medium text-plum-700 underline underline-offset-2"
          />
          {profile.profiles?.length ? (
            <ul className="mt-3 flex flex-wrap gap-x-5 text-sm">
              {profile.profiles.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="me noopener noreferrer"
                    className="inline-block py-1.5 font-medium text-plum-700 underline underline-offset-2"
                  >
                    <span className="sr-only">{`${profile.name} on `}</span>
                    {link.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-page flex-col gap-2 px-4 py-6 text-sm text-muted sm:px-6 md:flex-row md:justify-between">
          <p>
            ©{' '}
            <span id={footerYearId} suppressHydrationWarning>
              {new Date().getFullYear()}
            </span>{' '}
            {profile.name}. All rights reserved.{' '}
            <Link
              href="/privacy"
              className="inline-block py-1.5 underline underline-offset-4 hover:text-plum-700"
            >
              Privacy
            </Link>
          </p>
          <p>{footer.familyNote}</p>
        </div>
      </div>
    </footer>
  );
}
