// Whether a publish run can publish at all, read before it builds (docs/publishing.md, "Going live"): each
// way it is set up wrong is a problem in her words with the fix, and the run stops red before it builds;
// what does not stop it is a note for the run's summary.
import { settingVariables, type PageSetting, type Placeholder } from '@/lib/site/site-config';
import { settingsLooks } from '@/lib/site/files/settings-looks';
import { serviceOffLine, type ServiceOff } from '@/lib/site/services';
import { templateSampleName } from '@/content-loader/site-files';
import { hostNames, hostSetup, type Host } from '@/scripts/publish/hosts';
import { placeholderProblem, type Problem } from '@/scripts/publish/problems';
import type { Repository } from '@/scripts/publish/github';

export interface SetupFacts {
  /** Which hosts' tokens reach the run (never their values). */
  tokens: Record<Host, boolean>;
  kitKey: boolean;
  /** The repository's variables the run reads, as it sees them (unset: empty). */
  variables: Record<string, string>;
  /** The secrets the run reads that are saved as variables instead, by name (never their values). */
  secretsAsVariables: readonly string[];
  settings: Record<string, unknown>;
  repository: Repository | { error: string };
  /** The settings still on their placeholders: a publishing build refuses those of no service. */
  placeholders: readonly Placeholder[];
  off?: readonly ServiceOff[];
  sample?: boolean;
}

export interface Setup {
  host: Host | null;
  problems: Problem[];
  /** What stops the letter from being drafted, though the site is published. */
  letterProblems: Problem[];
  notes: string[];
}

const secrets = 'Settings › Secrets and variables › Actions';
const tokenNames = hostNames.map((host) => hostSetup[host].token);
/** The secrets the run reads: the hosts' tokens, Kit's key, Vercel's bypass of its protection. */
export const secretNames = [...tokenNames, 'KIT_API_KEY', 'VERCEL_AUTOMATION_BYPASS_SECRET'];
/** The repository variables the run reads: each host's, the letter's template, the settings' overrides. */
export const variableNames = [
  ...hostNames.flatMap((host) => hostSetup[host].variables.map(({ name }) => name)),
  'KIT_EMAIL_TEMPLATE_ID',
  ...Object.values(settingVariables),
];

// Unset, the run finds or makes the project with the token (scripts/publish/project.ts).
function hostProblems(host: Host, variables: Record<string, string>): Problem[] {
  const { name, variables: named } = hostSetup[host];
  return named.flatMap(({ name: variable, is, shape }) => {
    const value = variables[variable]?.trim();
    if (!value) return [];
    if (shape && !shape.test(value))
      return [
        {
          says: `The ${variable} variable is "${value}", which is not ${is}`,
          fix: `Copy it again from ${name}’s dashboard into ${secrets} › Variables`,
          docs: name,
        },
      ];
    return [];
  });
}

function letterSetup(facts: SetupFacts): Pick<Setup, 'letterProblems' | 'notes'> {
  const on = facts.settings.letterDrafts === true;
  const label = settingsLooks.letterDrafts.label;
  if (!on)
    return {
      letterProblems: [],
      notes: [
        `Drafting the letter in Kit is off (Site settings › ${label}): no issue is drafted in Kit. Turn it on there once Kit is set up (docs/publishing.md, The letter by email).`,
      ],
    };
  const letterProblems: Problem[] = [];
  if (!facts.kitKey)
    letterProblems.push({
      says: `Site settings › ${label} is on, but no KIT_API_KEY secret reaches the run, so no issue can be drafted in Kit`,
      fix: `Add Kit’s v4 API key as the repository secret KIT_API_KEY under ${secrets} › Secrets, or turn the setting off`,
      docs: 'Once, in Kit',
    });
  if (!facts.variables.KIT_EMAIL_TEMPLATE_ID?.trim())
    letterProblems.push({
      says: `Site settings › ${label} is on, but the KIT_EMAIL_TEMPLATE_ID variable is missing or empty, so Kit would not know the email’s template`,
      fix: `Add the number of your HTML template in Kit as the variable KIT_EMAIL_TEMPLATE_ID under ${secrets} › Variables`,
      docs: 'Once, in Kit',
    });
  return { letterProblems, notes: [] };
}

function overrides(facts: SetupFacts): string[] {
  return (Object.entries(settingVariables) as [PageSetting, string][]).flatMap(([setting, variable]) => {
    const value = facts.variables[variable]?.trim();
    if (!value) return [];
    const written = String(facts.settings[setting] ?? '').trim();
    const label = settingsLooks[setting]?.label ?? setting;
    return [
      written === value
        ? `The repository variable ${variable} repeats Site settings › ${label} (${value}); delete it under ${secrets} › Variables so that Site settings alone decide.`
        : `The repository variable ${variable} (${value}) overrides Site settings › ${label} (${written || 'empty'}): this build uses the variable’s. Delete it under ${secrets} › Variables to use Site settings.`,
    ];
  });
}

function repositoryCheck(repository: SetupFacts['repository']): Pick<Setup, 'problems' | 'notes'> {
  if ('error' in repository)
    return { problems: [], notes: [`Could not read whether Issues are on (${repository.error}).`] };
  const problems: Problem[] = repository.hasIssues
    ? []
    : [
        {
          says: 'Issues are turned off in this repository, so a failed publish could not open the issue that emails you',
          fix: 'Turn them on under Settings › General › Features › Issues',
          docs: 'Start here',
        },
      ];
  const notes: string[] = [];
  if (repository.fork)
    notes.push(
      'This repository is a fork, whose schedules GitHub keeps off: the run turns the hourly clock on, but a repository made with Use this template is simpler (docs/publishing.md, Start here).',
    );
  // A new repository has had no hour to run in yet.
  else if (repository.scheduledRuns === 0 && repository.age > 3)
    notes.push(
      'The hourly clock has never run in this repository, so no post goes up on its date by itself: open Actions › Clock and choose Enable workflow if it is offered (docs/publishing.md, Start here).',
    );
  return { problems, notes };
}

export function checkSetup(facts: SetupFacts): Setup {
  const problems: Problem[] = [];
  const chosen = hostNames.filter((host) => facts.tokens[host]);
  for (const name of facts.secretsAsVariables)
    problems.push({
      says: `${name} is saved as a variable: a variable is shown to anyone who can open the repository’s settings and in the run’s log, and the run takes no secret from one`,
      fix: `Delete the variable, and add it under ${secrets} › Secrets as a repository secret of the same name`,
      docs: 'Going live',
    });
  if (!chosen.length)
    problems.push({
      says: 'No host’s token reaches the publish run, so nothing can be uploaded',
      fix: `Add one of ${tokenNames.join(', ')} under ${secrets} › Secrets › Repository secrets, spelt exactly so: a secret of an environment, a variable, or a secret under another name does not reach the run`,
      docs: 'Going live',
    });
  if (chosen.length > 1)
    problems.push({
      says: `Tokens for more than one host are set (${chosen.map((host) => hostSetup[host].name).join(', ')})`,
      fix: 'Keep the secret of the one host the site is on and delete the others',
      docs: 'Going live',
    });
  const host = chosen.length === 1 ? chosen[0] : null;
  if (host) problems.push(...hostProblems(host, facts.variables));
  for (const { setting, affects, service } of facts.placeholders)
    if (!service) problems.push(placeholderProblem(`${setting} is still a placeholder, so ${affects}`));
  const repository = repositoryCheck(facts.repository);
  problems.push(...repository.problems);
  const letter = letterSetup(facts);
  return {
    host,
    problems,
    letterProblems: letter.letterProblems,
    notes: [
      ...(facts.sample
        ? [
            `The site is still the template’s sample: Site pages › Your profile names ${templateSampleName}. It goes up as it is, its logos unlinked; once the profile names you, publishing stops at each .example address left (Home’s logos among them), naming it.`,
          ]
        : []),
      ...(facts.off ?? []).map((off) => `${serviceOffLine(off)}.`),
      ...overrides(facts),
      ...repository.notes,
      ...letter.notes,
    ],
  };
}
