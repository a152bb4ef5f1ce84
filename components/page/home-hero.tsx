import { Link } from '@/components/site/link';
import { homePage } from '@/lib/site/site-content';
import { sectionLinkAttribute } from '@/lib/page/section-link-attribute';

const buttonClass =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 text-base font-semibold';

/** Home's opening: who she is, and the two next steps. */
export function HomeHero({ signupId }: { signupId: string }) {
  return (
    <section aria-labelledby="home-hero-title" className="border-b border-line bg-sand">
      <div className="mx-auto max-w-page px-4 py-16 sm:px-6 md:py-24">
        <p className="text-eyebrow font-semibold uppercase text-coral-700">{homePage.eyebrow}</p>
        <h1 id="home-hero-title" className="mt-3 max-w-4xl text-display font-semibold text-ink">
          {homePage.headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-muted">{homePage.intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href="/essays" className={`${buttonClass} bg-plum-700 text-white hover:bg-plum-800`}>
            Read the Latest Thesis
          </Link>
          <a
            href={`#${signupId}`}
            {...{ [sectionLinkAttribute]: '' }}
            className={`${buttonClass} border-2 border-plum-700 text-plum-700 hover:bg-plum-50`}
          >
            Join the Tomorrow Letter
          </a>
        </div>
      </div>
    </section>
  );
}
