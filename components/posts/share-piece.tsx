import {
  copyLinkNetwork,
  shareNetworkAttribute,
  shareSheetNetwork,
  shareTitleAttribute,
  shareUrlAttribute,
} from '@/lib/page/share-actions';
import { shareLinks } from '@/lib/web/share-links';

interface SharePieceProps {
  /** The piece's canonical address and its title. */
  url: string;
  title: string;
  /** "essay", "brief", "issue": the heading is "Share this <noun>". */
  noun: string;
}

const actionClass =
  'inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold text-plum-700 hover:border-plum-700';

/**
 * Ways to pass a piece on: links to each service's own share address (shareLinks), which ask
 * nothing of any service until the visitor taps one, and two buttons the after-paint script shows
 * only where the browser can run them (runShareButtons): Copy link, and the system share
 * sheet. Their state is the script's, so the framework, should it arrive, leaves it alone.
 */
export function SharePiece({ url, title, noun }: SharePieceProps) {
  const script = { [shareUrlAttribute]: url, [shareTitleAttribute]: title };
  return (
    <section aria-labelledby="share-piece" {...script}>
      <h2 id="share-piece" className="text-2xl font-semibold text-ink">{`Share this ${noun}`}</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {shareLinks(url, title).map(({ network, href }) => (
          <li key={network}>
            <a href={href} className={actionClass} {...{ [shareNetworkAttribute]: network }}>
              <span className="sr-only">{network === 'Email' ? 'Share by ' : 'Share on '}</span>
              {network}
            </a>
          </li>
        ))}
        {[copyLinkNetwork, shareSheetNetwork].map((network) => (
          <li key={network} hidden suppressHydrationWarning>
            <button type="button" className={actionClass} {...{ [shareNetworkAttribute]: network }}>
              {network === shareSheetNetwork ? 'Share…' : network}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" suppressHydrationWarning className="mt-3 text-sm text-muted" />
    </section>
  );
}
