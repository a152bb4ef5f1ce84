import { Fragment } from 'react';
import { proseLinkClass } from '@/components/page/prose';
import { profile } from '@/lib/site/site-content';

/** Whether her profile gives a way to write to her other than the site's forms. */
export const canWriteElsewhere = () => Boolean(profile.email || profile.profiles?.length);

/**
 * Where a message form stands while messages are off (lib/site/services.ts): her public address and
 * her profiles elsewhere, so nothing a visitor writes is typed into a form that would lose it.
 */
export function WriteElsewhere() {
  const { email } = profile;
  const profiles = profile.profiles ?? [];
  if (!canWriteElsewhere()) return null;
  return (
    <div className="max-w-2xl space-y-3 text-lg leading-8 text-ink">
      {email ? (
        <p>
          Write to me at{' '}
          <a href={`mailto:${email}`} className={proseLinkClass}>
            {email}
          </a>
          .
        </p>
      ) : null}
      {profiles.length ? (
        <p>
          {email ? 'Or find me on ' : 'Find me on '}
          {profiles.map((link, index) => (
            <Fragment key={link.url}>
              {index === 0 ? '' : index === profiles.length - 1 ? ' and ' : ', '}
              <a href={link.url} target="_blank" rel="me noopener noreferrer" className={proseLinkClass}>
                {link.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Fragment>
          ))}
          .
        </p>
      ) : null}
    </div>
  );
}
