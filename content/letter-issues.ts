import type { LetterIssue } from './types';

/**
 * Every published issue of the Tomorrow Letter, newest first. To publish one, add its entry at the
 * top: the archive, its page, the sample on /tomorrow-letter, the feed and the sitemap follow.
 */
export const letterIssues: readonly LetterIssue[] = [
  {
    number: 47,
    title: 'The six weeks nobody measures',
    slug: 'the-six-weeks-nobody-measures',
    publishedDate: '2026-11-16',
    summary:
      'Monitoring in pregnancy mostly stops at the six-week postpartum visit, yet the risk does not. Why the months after birth are unmeasured, and who will end up paying to measure them.',
    body: `
<p>Good morning, and welcome to the new readers who joined after last week’s panel in Montréal.</p>
<h2>The idea</h2>
<p>Most monitoring in pregnancy stops at the six-week postpartum visit. That is the last appointment many women have with anyone who is looking at their blood pressure. Yet a large share of pregnancy-related deaths in North America happen after that visit, many of them from heart disease and stroke.</p>
<p>I spent the first years of my career at a company that sent blood-pressure readings from pregnant patients to a nurse. We were proud of what we caught before delivery. We had almost nothing to say about the months after it, because nobody was paying for that part.</p>
<h2>The number</h2>
<p>In the health-system pilots we reviewed this quarter, fewer than one in three patients with high blood pressure during pregnancy had a single reading recorded between six weeks and six months after birth. The data are not missing because the risk disappears. They are missing because the care does.</p>
<h2>What would change it</h2>
<p>The tools already exist: connected cuffs, simple escalation rules, and models that can tell a worrying trend from a noisy reading. What is missing is a buyer who owns the outcome. I think that buyer will be the payer who sees the cardiac admission two years later, and I expect the first contracts that pay for postpartum monitoring to year one to be signed within eighteen months.</p>
<p>If you are building here, ask yourself who saves money when your patient does not end up in emergency. Then go and talk to them before you talk to anyone else.</p>
<h2>Three things worth your time</h2>
<p>A cardiology review on the link between preeclampsia and heart disease later in life, which should be required reading for anyone building maternal care. A founder’s honest letter about shutting down a menopause clinic, and what she would do differently. And my own notes from the Montréal panel, where a midwife asked the best question of the day: who reads the alert at 2 a.m.?</p>
`,
  },
  {
    number: 46,
    title: 'An alert is a promise',
    slug: 'an-alert-is-a-promise',
    publishedDate: '2026-11-09',
    summary:
      'Every alert an AI tool raises promises that a person will act on it. Before I judge a monitoring start-up’s model, I ask who keeps that promise, and at what hour of the night.',
    body: `
<p>Good morning from a train to Montréal, where I am on a panel about AI in maternal care on Thursday. This issue is the question I intend to ask there.</p>
<h2>The idea</h2>
<p>When a monitoring product raises an alert, it makes a promise: somebody will look at this, soon, and do something about it. The model is the easy part of that promise. The hard part is the person on the other end, what else is on their screen, and whether they trust the tool enough to act.</p>
<p>I have sat through many demos where a risk score turns red and the presenter moves on to the next slide. I now stop them there. Who sees it? How many others did they see today? What happens if they are with another patient? A start-up that has thought about those questions has usually built a better company than one that has only tuned its model.</p>
<h2>The numbers that matter</h2>
<p>A worked example, not data from any one hospital. Picture a unit where a tool raises 120 alerts a day and one in twenty points to something that needs action. That is six real problems hidden among 114 false alarms. After a week, a busy nurse learns that an alert usually means nothing, and the six real ones get the same tired glance as the rest.</p>
<p>Halve the false alarms and keep every real one, and the tool becomes something people reach for. So the figure I ask founders for is not accuracy. It is alerts per clinician per shift, and what share of them led to an action anyone wrote down.</p>
<h2>What I am looking for</h2>
<p>Teams who design the escalation path before the model: who is paged, who is paged next if nobody answers, and what the patient hears in the meantime. Teams who count silence as a result, and show me how often the tool stayed quiet when it should have. And teams with a nurse in the room when the thresholds are set, because she will be the one living with them.</p>
<h2>Three things worth your time</h2>
<p>A nursing journal piece on alarm fatigue in intensive care, older than most AI start-ups and still the best primer on the subject. A product designer’s essay on why the most important screen in a clinical tool is the one that says nothing is wrong. And an interview with a rural family physician about what remote monitoring looks like when she is the only person on call for the weekend.</p>
`,
  },
  {
    number: 45,
    title: 'Teaching a nine-year-old to doubt a chatbot',
    slug: 'teaching-a-nine-year-old-to-doubt-a-chatbot',
    publishedDate: '2026-11-02',
    summary:
      'My daughter asked an AI assistant for help with a science project, and it answered with total confidence and one wrong fact. What we did next, and the three questions our family now asks of any answer.',
    body: `
<p>Good morning. This week’s letter comes from the kitchen table rather than the office, because that is where I learned the most this week.</p>
<h2>The idea</h2>
<p>My nine-year-old was building a poster about how bees see colour. She asked an AI assistant for help, and it gave her a lovely, fluent paragraph with one confident error in the middle of it. She copied the paragraph out in her neatest handwriting. When I asked how she knew it was right, she looked at me as if I had asked how she knew the kettle was hot. It said so.</p>
<p>I do not want my children to distrust these tools. They will use them all their lives, as I will. I want them to treat an answer as a first draft from a well-read stranger: useful, quick, and in need of checking before you sign your name under it.</p>
<h2>The number</h2>
<p>Not a statistic, just our own small test. We asked the same assistant ten questions from her science unit and checked every answer against her textbook and a library book. Eight were right, one was half right, and one was wrong in a way neither of us would have caught without looking. She was far more interested in finding the wrong one than in the eight right ones, and that is exactly the instinct I hope she keeps.</p>
<h2>Three questions we now ask</h2>
<ul>
<li><strong>How would we check this?</strong> Name one other place the answer should appear, and go and look.</li>
<li><strong>What would make this wrong?</strong> If the answer has no way to be wrong, it is probably too vague to be useful.</li>
<li><strong>Who would know for sure?</strong> A teacher, a librarian, a grandparent who kept bees: a person, not another tool.</li>
</ul>
<p>As an investor, I notice that these are the same questions I ask of a start-up’s model. Future-ready children and trustworthy health AI need the same habit: a pause between hearing an answer and believing it.</p>
<h2>What I am reading</h2>
<p>A children’s librarian’s guide to teaching research skills in the age of instant answers, which I have now sent to three other parents. A short history of how encyclopedias earned, and sometimes lost, their readers’ trust. And a reflection by a secondary-school teacher on grading essays when she can no longer be sure who wrote them.</p>
`,
  },
  {
    number: 44,
    title: 'The safest data is the data you never kept',
    slug: 'the-safest-data-is-the-data-you-never-kept',
    publishedDate: '2026-10-26',
    summary:
      'Reproductive health apps hold some of the most sensitive data a person can share. Why I now ask founders what they refuse to collect, and why keeping less can be a selling point rather than a cost.',
    body: `
<p>Good morning. A founder asked me last week why I spent twenty minutes of a first meeting on her privacy policy and two on her growth chart. This issue is my answer.</p>
<h2>The idea</h2>
<p>A period tracker, a fertility app or a pregnancy companion knows things about a person that her closest friends may not. In some places that information can be requested by a court or an employer, or leaked in a breach. A company can write a careful policy about who may see the data. It cannot promise that the policy will survive a subpoena, an acquisition or a bad day in the security team.</p>
<p>The only data a company can never be forced to hand over is the data it never collected. So the question I now ask early is not what a start-up gathers. It is what it has decided not to gather, and whether the product still works without it.</p>
<h2>The number</h2>
<p>Zero: the number of days a sensitive record should sit on a server when it could stay on the phone. Much of what these apps do, predicting a cycle or spotting a pattern in symptoms, can now run on the device itself. Sending everything to the cloud is often a habit from an earlier generation of software rather than a need.</p>
<h2>What good looks like</h2>
<ul>
<li>The sensitive fields are processed on the device, and only what a clinician or a study truly needs ever leaves it, with the user’s explicit say-so each time.</li>
<li>Deleting an account deletes the data, including the copies in backups and analytics, and the company can show how.</li>
<li>The team has written down what it would do if asked for a user’s records, before anyone asks.</li>
</ul>
<p>None of this is free. Keeping less makes some analytics harder and some research slower. But the companies I have seen do it well turn it into their strongest line of marketing, because their users understand exactly what they are being promised.</p>
<h2>Three things worth your time</h2>
<p>A privacy engineer’s plain-language explainer of on-device machine learning and its real limits. A legal scholar’s essay on why health privacy law written for hospitals fits poorly around consumer apps. And a patient advocate’s account of deleting every tracking app on her phone, and what she would need to see before installing one again.</p>
`,
  },
  {
    number: 43,
    title: 'The most useful thing a model can say is “I’m not sure”',
    slug: 'the-most-useful-thing-a-model-can-say',
    publishedDate: '2026-10-19',
    summary:
      'A screening model that is right most of the time can still be wrong most of the times it raises a flag. A worked example of base rates, and why I back tools that know when to hand a case to a person.',
    body: `
<p>Good morning. Back in Toronto after two weeks of meetings, with a stack of pitch decks that nearly all quote the same kind of number. Let us talk about that number.</p>
<h2>The idea</h2>
<p>“Our model is 95 per cent accurate” is the most common sentence in health AI decks, and on its own it tells me almost nothing. What matters is how often the condition occurs in the people being screened, and what the tool does with the cases it finds hard.</p>
<h2>The numbers, worked through</h2>
<p>Here is an illustrative example, with round figures chosen to make the arithmetic easy rather than taken from any study. Screen 1,000 people for a condition that two in every hundred of them have. That is 20 people with the condition and 980 without.</p>
<p>Say the model catches 19 of the 20, and correctly clears 95 per cent of the 980. It still flags 49 people who are well. So of the 68 people it flags, only 19 are ill: fewer than three in ten. A tool that sounds excellent in a headline sends more than two people who are well for follow-up for every one it helps.</p>
<p>Now suppose the same model may also say “I’m not sure” about the cases nearest its threshold, and those go straight to a clinician. If that takes out most of the false alarms while the clear cases still flow through automatically, the tool becomes something a clinic can live with. The model did not get smarter. It got honest about where its knowledge ends.</p>
<h2>What I ask founders</h2>
<p>Show me the rate of the condition in the population you will actually serve, not the one in your validation set. Show me what share of cases your tool hands to a person, and what happens to those cases next. And tell me whether your model’s confidence means anything: when it says 80 per cent, is it right about eight times in ten?</p>
<h2>What I am reading</h2>
<p>A statistician’s short, funny book on base rates, which I give to every new analyst on our team. A radiologist’s essay on working alongside a screening tool for a year, and the kinds of cases where she learned to overrule it. And a paper on teaching models to defer, which is denser than the rest but worth the effort if you build in this space.</p>
`,
  },
  {
    number: 42,
    title: 'Screen time is the wrong unit',
    slug: 'screen-time-is-the-wrong-unit',
    publishedDate: '2026-10-12',
    summary:
      'Counting hours of screen time tells me little about what my children are learning. The two rules our family uses instead, and what they have taught me about the products I fund for the next generation.',
    body: `
<p>Good morning, and happy Thanksgiving to my Canadian readers. Our table was loud, and at one point the conversation turned to screens, as it always does.</p>
<h2>The idea</h2>
<p>For years I measured my children’s screen use in minutes, because minutes were what the settings menu offered. It made for tidy arguments and very little learning. An hour spent making a stop-motion film with a cousin is not the same as an hour of videos chosen by an algorithm, yet the timer counts them the same way.</p>
<p>The better question is what the screen is doing. Is my child making something, talking to someone she loves, or practising something hard? Or is the screen choosing for her, one short clip after another, long past the point where she would have chosen to stop?</p>
<h2>The number</h2>
<p>Two: the number of rules that survived a year in our house, after many that did not. First, no screens that choose what comes next, so autoplay and endless feeds are switched off where we can switch them off. Second, making comes before watching: a drawing, a bit of code, a message to a grandparent, and then a show.</p>
<p>I make no claim that this is research. It is one family’s experiment, and it works better some weeks than others. But the arguments are shorter, and the things my children make on screens now fill a folder I am proud of.</p>
<h2>What it means for the products I back</h2>
<p>When I meet founders building learning tools for children, I ask what a child has made by the time she puts the tablet down, and whether the product ever tells her to stop. The best ones bring the time to a close on purpose. The worst ones measure success in minutes, which is the same unit I gave up at home.</p>
<h2>Three things worth your time</h2>
<p>A developmental psychologist’s essay on the difference between active and passive screen use, written for parents rather than other researchers. A game designer’s talk on building for children without manipulative design patterns. And a picture book about a robot who learns to be bored, which my younger one has asked for every night this week.</p>
`,
  },
  {
    number: 41,
    title: 'Who pays for a diagnosis that comes years late?',
    slug: 'who-pays-for-a-late-diagnosis',
    publishedDate: '2026-10-05',
    summary:
      'Conditions like endometriosis often take years to diagnose, and the cost of that wait is spread so thin that no one owns it. How I think about business models for start-ups that shorten the wait.',
    body: `
<p>Good morning. This week I want to follow the money through a diagnosis that arrives too late, because that is where several of the best pitches I have heard this year get stuck.</p>
<h2>The idea</h2>
<p>Endometriosis is often described as affecting around one in ten women of reproductive age, and the wait from first symptoms to diagnosis is commonly reported in years rather than months. During that wait, the cost does not disappear. It is spread across emergency visits, scans that find nothing, days off work, fertility treatment and a great deal of pain that never appears on any invoice.</p>
<p>Because the cost is spread so thin, nobody owns it. A family doctor sees one visit. An employer sees some sick days. An insurer sees a handful of claims under a code for unexplained pelvic pain. A start-up that shortens the wait creates real value, but it often struggles to find the one buyer who feels it.</p>
<h2>The numbers that matter</h2>
<p>An illustrative sketch, not a costed study. Suppose a patient makes six visits for the same pain before anyone names the cause, each with a test or two. A tool that raises the question at visit two instead of visit six saves four visits and four rounds of tests for that one patient. Multiply that across a large employer’s workforce and the sum is worth a conversation, even if no single clinic would notice it.</p>
<h2>Where I think the buyers are</h2>
<ul>
<li><strong>Employers who pay for their own health plans</strong>, because they carry the absence and the claims at once.</li>
<li><strong>Fertility clinics</strong>, which often meet these patients last and would rather meet them earlier.</li>
<li><strong>Provincial and national programmes</strong> with a mandate to reduce waiting times, slow as they are to buy anything.</li>
</ul>
<p>The founders who win here do the accounting before they pitch. They can say whose budget their product saves, in what year, and by roughly how much, with the assumptions laid out where I can argue with them.</p>
<h2>Three things worth your time</h2>
<p>A patient’s long essay about the nine doctors she saw before a diagnosis, which every founder in this space should read twice. A health economist’s explainer on why prevention is so hard to sell, even when it saves money. And a report from a patient group on what people with endometriosis want from digital tools, which is not always what the tools offer.</p>
`,
  },
  {
    number: 40,
    title: 'Build for the clinic with no Wi-Fi',
    slug: 'build-for-the-clinic-with-no-wi-fi',
    publishedDate: '2026-09-28',
    summary:
      'A birthing clinic outside Manila taught me more about health AI than a month of demos. Why products built for unreliable power and patchy signal often turn out better for everyone, including Toronto.',
    body: `
<p>Good morning from a very long flight home. I spent the last ten days in the Philippines, visiting family and three clinics, and I have not stopped thinking about one of them.</p>
<h2>The idea</h2>
<p>The clinic was a small birthing centre an hour outside Manila, run by two midwives and a rota of volunteer doctors. The power went out twice during my visit. The mobile signal came and went with the weather. On the desk was a tablet with a prenatal screening app donated by a well-meaning programme, and it had not been opened in months, because it needed a connection to do anything at all.</p>
<p>Most health AI is designed in offices with fast internet and reliable power, and then shipped to places that have neither. It fails quietly there, and nobody at headquarters hears about it. The teams I want to back design the other way round: for the clinic with no Wi-Fi first, and for the well-equipped hospital second.</p>
<h2>The numbers that matter</h2>
<p>No statistic this week, just three questions I now put to every team with a global ambition, each with a number for an answer. How many hours can your product work without a connection? How many minutes of training does a new midwife need before she trusts it? And how many kilobytes does it send when the signal finally returns? The best answer I have heard to the first question was “forever, for the core feature.”</p>
<h2>Why it matters at home too</h2>
<p>Designing for hard conditions tends to produce simpler, sturdier products. A tool that runs on a cheap phone, in Tagalog and English, with no connection, also works in a rural Ontario clinic during an ice storm, or on a northern nursing station with a satellite link shared by a whole community. Constraints that look like a detour often turn out to be a shortcut.</p>
<h2>Three things worth your time</h2>
<p>A public-health researcher’s reflection on why so many digital health pilots in low-resource settings never scale. An engineer’s guide to building software that assumes the network is down. And a collection of midwives’ own accounts of the tools they keep using and the ones that end up in the drawer.</p>
`,
  },
];
