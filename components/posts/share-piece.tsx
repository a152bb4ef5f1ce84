import {
  copyLinkNetwork,
  shareNetworkAttribute,
  shareSheetNetwork,
  shareTitleAttribute,
  shareUrlAttribute,
} from '@/lib/page/share-names';
import { shareLinks } from '@/lib/web/share-links';

interface SharePieceProps {
  url: string;
  title: string;
  noun: string;
}

const actionClass =
  'inline-flex min-h-11 items-center rounded-full border border-line px-4 font-semibold text-plum-700 hover:border-plum-700';

// Plain share links ask nothing of any service until tapped. The buttons' state is the after-paint
// script's (runShareButtons), so the framework, should it arrive, leaves it alone.
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
