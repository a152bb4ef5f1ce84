import { Link } from '@/components/link';
import { letterArchivePath } from '@/lib/letter';
import { siteConfig } from '@/lib/site-config';
import { footerYearId } from '@/lib/footer-year';

// Text beside an element is written as one string where the split never showed: two adjacent
// pieces cost a `<!-- -->` between them in every page's HTML. The copyright line keeps its pieces,
// which the browser shapes apart (joined, its words move by a fraction of a pixel).
const connectInvitation =
  'Building at the meeting point of AI and women’s health? Pitches, research questions and speaking invitations are all welcome. ';

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-line bg-sand">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold">
            {`About ${siteConfig.name}`}
          </h2>
          <p className="mt-3 text-sm leading-6 text-muted">
            Venture capitalist in Toronto backing founders who use AI to close the gaps in women’s health.
            Mother of two, writer of the weekly Tomorrow Letter, and a citizen of more than one country at
            heart.
          </p>
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
          <p className="mt-3 text-sm leading-6 text-muted">
            {connectInvitation}
            <Link href="/about" className="font-medium text-plum-700 underline underline-offset-2">
              Get in touch or book a 15-minute call
            </Link>
            .
          </p>
        </section>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-page flex-col gap-2 px-4 py-6 text-sm text-muted sm:px-6 md:flex-row md:justify-between">
          <p>
            ©{' '}
            <span id={footerYearId} suppressHydrationWarning>
              {new Date().getFullYear()}
            </span>{' '}
            {siteConfig.name}. All rights reserved.{' '}
            <Link
              href="/privacy"
              className="inline-block py-1.5 underline underline-offset-4 hover:text-plum-700"
            >
              Privacy
            </Link>
          </p>
          <p>
            Family images on this site are silhouettes or symbolic props; my children’s identities stay
            private.
          </p>
        </div>
      </div>
    </footer>
  );
}
