// What a failed step of the publish run means, in her words (docs/publishing.md, "When it fails"), read
// from the lines each tool writes when something is wrong. What it does not recognise is passed on as the
// tool wrote it, never dropped.
import { hostSetup, type Env, type Host } from '@/scripts/publish/hosts';
import { placeholderProblem, type Problem } from '@/scripts/publish/problems';

export const stepNames = [
  'source',
  'layout',
  'project',
  'services',
  'build',
  'local-check',
  'previous',
  'upload',
  'preview',
  'promote',
  'live',
  'letter',
] as const;
export type Step = (typeof stepNames)[number];

export interface Context {
  host?: Host;
  /** Where the new build was checked before it became the site. */
  previewUrl?: string;
}

const hostName = (host?: Host) => (host ? hostSetup[host].name : 'the host');

const contentFix = {
  fix: 'Open it in the editor, correct what the line names, and save',
  docs: 'Checked at every build',
};
const maintainer =
  'This is a matter of the site’s code or its host, not of your writing: the maintainer can read the log below';

/** The lines of a log after the one that starts with `heading`, while they are indented. */
function indentedAfter(lines: readonly string[], heading: RegExp): string[] {
  const at = lines.findIndex((line) => heading.test(line));
  if (at < 0) return [];
  const found: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!/^\s+\S/.test(line)) break;
    found.push(line.trim().replace(/^- /, ''));
  }
  return found;
}

function buildProblems(lines: readonly string[]): Problem[] {
  const placeholders = indentedAfter(lines, /^SITE_STRICT=1: refusing to build/).map(placeholderProblem);
  const content = indentedAfter(lines, /^content\/ has \d+ problems?:/).map((says) => ({
    says,
    ...contentFix,
  }));
  const settings = lines
    .filter((line) => /^\S+ in content\/site\/settings\.yml .* is /.test(line))
    .map((says) => ({
      says,
      fix: 'Correct it in the editor under Site settings, and save',
      docs: 'Going live',
    }));
  const exported = indentedAfter(lines, /^export: refusing to publish this build/).map((line) => ({
    says: `The build’s last stage refused it: ${line}`,
    fix: maintainer,
  }));
  const found = [...placeholders, ...content, ...settings, ...exported];
  return found.length
    ? found
    : [
        {
          says: 'The build stopped',
          fix: `Its last lines are below: if they name a file under content/, ${contentFix.fix.toLowerCase()}`,
          docs: contentFix.docs,
        },
      ];
}

/** The live check's findings (npm run live-check), one problem each, the headers' in one. */
export function liveFindings(lines: readonly string[], { host, previewUrl }: Context): Problem[] {
  const name = hostName(host);
  const findings = lines
    .filter((line) => line.startsWith('live-check: ') && !line.startsWith('live-check: not yet'))
    .map((line) => line.slice('live-check: '.length));
  const problems: Problem[] = [];
  const headers = new Set<string>();
  for (const finding of findings) {
    const [address, ...rest] = finding.split(': ');
    const what = rest.join(': ');
    let match: RegExpExecArray | null;
    if (
      (match = /^no ([\w-]+) header|^([\w-]+) is not this build’s|^([\w-]+) is not this build's/.exec(what))
    )
      headers.add(match[1] ?? match[2] ?? match[3]);
    else if ((match = /^does not answer: (.*)/.exec(what)))
      problems.push({
        says: `${address} does not answer (${match[1]})`,
        fix: `Check Site settings › The site’s address, and that its domain points at ${name}`,
        docs: `${name}, step 5`,
      });
    else if ((match = /^the site serves build \w+ \(as of ([\d-]+)\), not this one/.exec(what)))
      problems.push({
        says: `The site at ${address.replace(/\/build\.json$/, '')} still serves an earlier build (made as of ${match[1]}): ${name} did not make this upload the site there`,
        fix: `Check that Site settings › The site’s address is the address of the ${name} site the run uploads to`,
        docs: 'Going live',
      });
    else if ((match = /^no build id \(HTTP (\d+)\)/.exec(what)) && previewUrl)
      problems.push({
        says: `${name}’s address for the new build does not show it (HTTP ${match[1]} for its build id)`,
        fix: `If ${name} asks for a sign-in there (an access policy on previews, a deployment protection), the run cannot check the build before it goes live: lift it for that address`,
        docs: name,
      });
    else if (match)
      problems.push({
        says: `${address.replace(/\/build\.json$/, '')} is not this site: it has no build id (HTTP ${match[1]})`,
        fix: `Check Site settings › The site’s address, and that its domain points at ${name}`,
        docs: `${name}, step 5`,
      });
    else if (/is still a placeholder/.test(what)) problems.push(placeholderProblem(what));
    else if (/^a form posts|^a message form posts|booking widget|canonical address/.test(what))
      problems.push({
        says: `${address}: ${what}`,
        fix: 'Check the Kit form number, the Formspree endpoint and the Calendly page in Site settings',
        docs: 'Going live',
      });
    else problems.push({ says: `${address}: ${what}`, fix: maintainer });
  }
  if (headers.size)
    problems.unshift({
      says: `${name} does not send the headers this build sets for its security (${[...headers].join(', ')})`,
      fix: `${maintainer}; docs/security.md, “The host files”, says what each host reads`,
    });
  return problems;
}

/** How each host's tool words a refusal of the upload (wrangler 4, netlify-cli 27, vercel 64), in her words. */
const uploadRefusals: Record<Host, [RegExp, (match: RegExpExecArray, env: Env) => Problem][]> = {
  cloudflare: [
    [
      /\[code: 10000\]/,
      () => ({
        says: 'Cloudflare refused the upload: the CLOUDFLARE_API_TOKEN secret may not edit Pages projects in that account',
        fix: 'Create a token with the permission Account › Cloudflare Pages › Edit, for your account, and save it in GitHub as CLOUDFLARE_API_TOKEN',
        docs: 'Cloudflare Pages, step 2',
      }),
    ],
    [
      /\[code: 8000007\]/,
      (_, env) => ({
        says: `Cloudflare has no Pages project named “${env.CLOUDFLARE_PROJECT_NAME}” in that account`,
        fix: 'Check the CLOUDFLARE_PROJECT_NAME variable against the project’s name under Workers & Pages',
        docs: 'Cloudflare Pages, step 1',
      }),
    ],
    [
      /\[code: 7003\]|\[code: 7000\]/,
      (_, env) => ({
        says: `Cloudflare knows no account “${env.CLOUDFLARE_ACCOUNT_ID}”`,
        fix: 'Copy the Account ID from the Cloudflare dashboard into the CLOUDFLARE_ACCOUNT_ID variable',
        docs: 'Cloudflare Pages, step 3',
      }),
    ],
  ],
  netlify: [
    [
      /Project with name "([^"]*)" not found/,
      (match) => ({
        says: `Netlify has no site “${match[1]}”`,
        fix: 'Copy the Project ID from Project configuration › General into the NETLIFY_SITE_ID variable',
        docs: 'Netlify, step 1',
      }),
    ],
    [
      /Unauthorized|Access Denied|session has expired|\b401\b/,
      () => ({
        says: 'Netlify refused the NETLIFY_AUTH_TOKEN secret',
        fix: 'Create a new personal access token and save it in GitHub as NETLIFY_AUTH_TOKEN',
        docs: 'Netlify, step 2',
      }),
    ],
  ],
  vercel: [
    [
      /The specified token is not valid/,
      () => ({
        says: 'Vercel refused the VERCEL_TOKEN secret: it is not a valid token',
        fix: 'Create a token scoped to the project’s team and save it in GitHub as VERCEL_TOKEN',
        docs: 'Vercel, step 2',
      }),
    ],
    [
      /Project not found/,
      () => ({
        says: 'Vercel has no project that VERCEL_PROJECT_ID and VERCEL_ORG_ID name together',
        fix: 'Copy both from the project’s and the team’s Settings into the variables',
        docs: 'Vercel, step 1',
      }),
    ],
    [
      /You do not have access to the specified account/,
      () => ({
        says: 'The VERCEL_TOKEN secret may not reach the team VERCEL_ORG_ID names',
        fix: 'Create the token scoped to that team, or correct VERCEL_ORG_ID',
        docs: 'Vercel, step 2',
      }),
    ],
  ],
};

function uploadProblems(lines: readonly string[], { host }: Context, env: Env): Problem[] {
  const text = lines.join('\n');
  for (const [pattern, explain] of host ? uploadRefusals[host] : []) {
    const match = pattern.exec(text);
    if (match) return [explain(match, env)];
  }
  const last = [...lines].reverse().find((line) => /error|fail|refus|denied|not found/i.test(line));
  return [
    { says: `The upload to ${hostName(host)} failed${last ? `: ${last.trim()}` : ''}`, fix: maintainer },
  ];
}

export function explainStep(
  step: Step,
  lines: readonly string[],
  context: Context,
  env = process.env,
): Problem[] {
  const name = hostName(context.host);
  const hostLines = lines
    .filter((line) => line.startsWith('hosts: ') && !/serves deployment|made deployment/.test(line))
    .map((line) => ({ says: line.slice(7) }));
  switch (step) {
    case 'source':
    case 'layout':
      return [
        {
          says:
            step === 'source'
              ? 'The run could not read which of your saves to publish (GitHub or the live site did not answer)'
              : 'The run could not lay out your saves to build them',
          fix: `${maintainer}; the clock tries again within the hour`,
        },
      ];
    case 'project':
      return lines
        .filter((line) => line.startsWith('project: '))
        .map((line) => ({ says: line.slice(9), docs: hostName(context.host) }));
    case 'services':
      return lines
        .filter((line) => /^check-services: [^:]+: wrong: /.test(line))
        .map((line) => ({
          says: line.replace(/^check-services: ([^:]+): wrong: /, '$1: '),
          fix: 'Correct it in the editor under Site settings, and save',
          docs: 'Going live',
        }));
    case 'build':
      return buildProblems(lines);
    case 'local-check':
      return [
        {
          says: 'This build did not pass its check as a host would serve it, on the run’s own machine, so nothing was uploaded',
          fix: maintainer,
        },
        ...liveFindings(lines, { host: context.host }),
      ];
    case 'previous':
    case 'promote':
      return hostLines.length ? hostLines : [{ says: `${name} did not answer the run`, fix: maintainer }];
    case 'upload':
      return uploadProblems(lines, context, env);
    case 'preview':
      return [
        {
          says: `The new build was uploaded to ${name}, but at its own address${context.previewUrl ? ` (${context.previewUrl})` : ''} it did not pass its check, so it was not made the site`,
        },
        ...liveFindings(lines, context),
      ];
    case 'live':
      return [
        {
          says: `Once ${name} made it the site, the site did not serve this build as it was checked within 5 minutes`,
        },
        ...liveFindings(lines, { host: context.host }),
        ...hostLines,
      ];
    case 'letter':
      return lines.flatMap((line) => {
        const match = /^letter: ([\w-]+): (.+)$/.exec(line);
        return match
          ? [{ says: `The issue ${match[1]} was not drafted in Kit: ${match[2]}`, docs: 'What Kit is given' }]
          : [];
      });
  }
}

/**
 * The last lines of a log for a maintainer, with the live check's "not yet … trying again" lines,
 * and any line repeated, collapsed into one.
 */
export function logTail(lines: readonly string[], count = 30): string[] {
  const collapsed: string[] = [];
  let retries = 0;
  for (const line of lines) {
    const retry = /^live-check: not yet \((.*)\); trying again in \d+ s$/.exec(line);
    if (retry) {
      retries += 1;
      const entry = `live-check: not yet, ${retries} time${retries === 1 ? '' : 's'} (last: ${retry[1]})`;
      if (retries > 1) collapsed[collapsed.length - 1] = entry;
      else collapsed.push(entry);
      continue;
    }
    retries = 0;
    if (collapsed.at(-1) !== line) collapsed.push(line);
  }
  return collapsed.slice(-count);
}
