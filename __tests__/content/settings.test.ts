// The settings a build uses, judged by the settings' schema alone: the file's, and each variable set
// over one of them. Part of `npm run test:unit`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { settingsProblems } from '@/lib/site/files/settings';
import { completeEnv, settingNamed } from '@/__tests__/fixtures/settings';

const setting = settingNamed;
const kitForm = setting('Kit form number', 'kitFormId', 'NEXT_PUBLIC_KIT_FORM_ID');

const complete = completeEnv;

/** The seed's settings file: every setting on its placeholder, none of them wrong. */
const file = {
  siteUrl: 'https://your-site.example',
  kitFormId: '0000000',
  kitPublicKey: 'kit_public_key_placeholder',
  calendlyUrl: 'https://calendly.example/your-name/15min',
  formsEndpoint: '',
};

describe('settings that cannot work', () => {
  it('are none with a Formspree form’s endpoint, or none at all', () => {
    assert.deepEqual(settingsProblems(file, complete), []);
    assert.deepEqual(settingsProblems(file), []);
    assert.deepEqual(settingsProblems({}), []);
  });

  for (const endpoint of [
    'https://forms.example.org/f/abc',
    'http://formspree.io/f/xyzzyabc',
    'https://formspree.io/xyzzyabc',
    'https://formspree.io/f/xyzzyabc?x=1',
    'formspree.io/f/xyzzyabc',
  ])
    it(`name a forms endpoint that is not a Formspree form’s, in one line: ${endpoint}`, () => {
      for (const problems of [
        settingsProblems(file, { ...complete, NEXT_PUBLIC_FORMS_ENDPOINT: endpoint }),
        settingsProblems({ ...file, formsEndpoint: endpoint }),
      ]) {
        assert.equal(problems.length, 1);
        assert.ok(
          problems[0].includes(
            `${setting('Formspree endpoint', 'formsEndpoint', 'NEXT_PUBLIC_FORMS_ENDPOINT')}: "${endpoint}" is not`,
          ),
          problems[0],
        );
        assert.ok(problems[0].includes('https://formspree.io/f/<form id>'), problems[0]);
      }
    });

  it('name a variable by the rule of the setting it overrides', () => {
    assert.deepEqual(settingsProblems(file, { NEXT_PUBLIC_KIT_FORM_ID: 'my-form' }), [
      `${kitForm}: "my-form" is not a Kit form’s number: copy the digits from the form’s address in Kit`,
    ]);
  });

  for (const [env, named] of [
    [
      { NEXT_PUBLIC_ANALYTICS_DOMAIN: 'https://maya.example.org' },
      '; or NEXT_PUBLIC_ANALYTICS_DOMAIN): "https://maya.example.org"',
    ],
    [
      { NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org/blog' },
      '; or NEXT_PUBLIC_ANALYTICS_DOMAIN): "maya.example.org/blog"',
    ],
    [
      { NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event' },
      `${setting('Plausible events address', 'analyticsEndpoint', 'NEXT_PUBLIC_ANALYTICS_ENDPOINT')}: is set but Plausible domain is not`,
    ],
    [
      {
        NEXT_PUBLIC_ANALYTICS_DOMAIN: 'maya.example.org',
        NEXT_PUBLIC_ANALYTICS_ENDPOINT: 'http://stats.example.org/api/event',
      },
      `${setting('Plausible events address', 'analyticsEndpoint', 'NEXT_PUBLIC_ANALYTICS_ENDPOINT')}: "http://stats.example.org/api/event"`,
    ],
  ] as const)
    it(`name the analytics settings that cannot work, in one line each: ${named}`, () => {
      const problems = settingsProblems(file, { ...complete, ...env });
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.ok(problems[0].includes(named), problems[0]);
    });

  it('take an analytics domain that can work, a rollup of two domains included', () => {
    for (const domain of ['maya.example.org', 'maya.example.org,maya.example.com'])
      assert.deepEqual(settingsProblems(file, { ...complete, NEXT_PUBLIC_ANALYTICS_DOMAIN: domain }), []);
  });
});
