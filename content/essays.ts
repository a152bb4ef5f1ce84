import type { Essay } from '@/content/types';

export const essays: readonly Essay[] = [
  {
    id: 'essay-models-learn',
    title: 'Models Learn What We Measure',
    slug: 'models-learn-what-we-measure',
    category: ['Thesis'],
    summary:
      'AI in health care is only as good as the data it learns from, and medicine’s data has long left women out. Why that gap is the opportunity I invest in, and what I ask founders about their datasets.',
    readTime: 5,
    publishedDate: '2026-11-15',
    featureImage: {
      src: '/images/essays/models-learn-what-we-measure.svg',
      alt: 'A grid of plum and coral dots with a dashed, empty region where data is missing',
      width: 1200,
      height: 675,
    },
    body: `
<p>Every few weeks a founder shows me a demo that reads an ECG, a scan or a year of wearable data and flags a problem earlier than a clinician would. The demos are good. My first question is always the same, and it is not about the model. It is: who is in the training data?</p>
<p>Too often the honest answer is “mostly men,” or “we don’t know,” which is worse. That answer is the heart of why I invest where AI meets women’s health. The gap in the data is the problem, and closing it is the opportunity.</p>
<h2>A history we inherited</h2>
<p>For a long stretch of modern medicine, women were deliberately left out of early clinical research. In 1977 the US Food and Drug Administration recommended excluding women of childbearing potential from early-phase drug trials. The guidance was meant to protect pregnancies after the thalidomide years. Its side effect was a generation of dosing, diagnostic thresholds and textbook symptoms built around a male body and then applied to everyone.</p>
<p>The rules changed in the 1990s, but the archives did not. The studies that set our reference ranges, the cohorts behind our risk scores and the images in our teaching libraries still carry that imbalance. When we train a model on decades of clinical records, we are not training it on medicine as it should be. We are training it on medicine as it was practised, gaps included.</p>
<h2>What the gap looks like in practice</h2>
<p>Heart disease is the leading cause of death for women in the United States and a leading cause of premature death for women in Canada. Yet women having a heart attack are more likely than men to present with symptoms such as fatigue, nausea or jaw and back pain, and more likely to be sent home. A triage model trained on historical discharge decisions will learn that pattern faithfully and repeat it at scale.</p>
<p>Endometriosis affects roughly one in ten women of reproductive age. The wait from first symptoms to diagnosis is still measured in years, often seven or more. That delay lives in the data as a long trail of visits coded as “pelvic pain, unspecified.” A model that reads those records without understanding the delay will conclude that the pain is unremarkable, because the system treated it as unremarkable.</p>
<p>Pulse oximeters, the clip on your finger in every emergency room, have been shown to overestimate oxygen levels more often in patients with darker skin. That is a measurement problem before it is an AI problem, and it is a warning. If the sensor is biased, every model downstream inherits the bias, however elegant its architecture.</p>
<h2>Why this is an investment thesis, not a charity case</h2>
<p>I am sometimes asked whether backing companies that fix these gaps is impact investing with a venture label. I understand the question. I disagree with the premise.</p>
<p>Women make most of the health-care decisions in their households and account for a large share of health spending. Conditions that affect only or mostly women, from endometriosis and polycystic ovary syndrome to menopause and autoimmune disease, are common, chronic and expensive when they are missed. A company that diagnoses one of them earlier saves payers money, gives employers back productive years and gives patients their lives back. That is a market, and an underserved one.</p>
<p>The data gap also creates a moat. A start-up that builds a well-consented, well-labelled dataset of women’s physiology across life stages, ethnicities and geographies owns something a general-purpose model cannot scrape from the internet. As foundation models become a commodity, the durable advantage sits with whoever has the right data and the clinical relationships to keep collecting it.</p>
<h2>What I look for in a founding team</h2>
<p>When I sit down with founders in this space, I am listening for a few specific things.</p>
<ul>
<li><strong>They can describe their dataset as precisely as their model.</strong> Sex, age, ethnicity, life stage, where it was collected and what is missing. If the slide says “large proprietary dataset,” I ask for the table.</li>
<li><strong>They report performance by subgroup.</strong> A single accuracy number hides the cases I care about most. I want to see how the model does for women over fifty, for pregnant patients and for people with darker skin.</li>
<li><strong>They have a clinician who will say no.</strong> The best teams I have backed include a physician or nurse with the standing to stop a launch when the evidence is thin.</li>
<li><strong>They plan for the regulator from day one.</strong> Health Canada and the FDA increasingly expect evidence that a device works across the population it will serve. Teams that treat this as a design constraint move faster later.</li>
</ul>
<h2>The questions I still cannot answer</h2>
<p>I do not want to pretend this is simple. Collecting better data about women’s bodies raises real questions about consent and privacy, especially for reproductive health information in places where it can be used against the person who shared it. Some of the most promising datasets sit inside hospital systems that move at the pace of committees. And a model that performs well in Toronto may fail in Manila or Lagos for reasons no one anticipated.</p>
<p>I do not have tidy answers to all of this. What I have is a conviction that the cost of building carefully is lower than the cost of building another generation of tools that work best for the patients who were already served best.</p>
<h2>Measure what matters</h2>
<p>There is an old line in management circles that what gets measured gets managed. In machine learning it is more literal: what gets measured is all the model knows. If we want AI that understands women’s health, we have to measure women’s health, deliberately and at scale, with the people whose data it is at the table.</p>
<p>That is the work I want to fund. If you are building it, I would love to hear what your data looks like.</p>
`,
  },
  {
    id: 'essay-menopause',
    title: 'Menopause Is Not a Niche',
    slug: 'menopause-is-not-a-niche',
    category: ['Thesis', 'Global View'],
    summary:
      'Half the adult population will spend a third of their lives after menopause, yet care has lagged for decades. Why I see one of health care’s largest underserved markets, and how it looks different from Manila to London.',
    readTime: 4,
    publishedDate: '2026-10-18',
    featureImage: {
      src: '/images/essays/menopause-is-not-a-niche.svg',
      alt: 'Layered coral and plum arcs rising over a horizon like a slow sunrise',
      width: 1200,
      height: 675,
    },
    body: `
<p>When I started telling people that menopause was one of the largest underserved markets in health care, I got two kinds of reactions. Women over forty-five nodded before I had finished the sentence. Many of the investors across the table looked politely at their phones.</p>
<p>That gap in reactions is the whole story in miniature. The people living with a problem know how big it is. The people deciding where capital goes often do not, because the problem has not happened to them.</p>
<h2>The size of it</h2>
<p>Every woman who lives long enough goes through menopause. By the most widely cited projection, the number of women worldwide in or past menopause passed one billion around 2025, and it keeps rising as populations age. In Canada, women over fifty are a growing share of the workforce, many of them at the peak of their careers. That is not a niche. It is roughly half of the adult population, for roughly a third of their lives.</p>
<p>The symptoms are not trivial either. Hot flushes and night sweats are the ones everyone jokes about, but the list runs much longer: broken sleep, anxiety and low mood, brain fog, joint pain, and changes in bone density and cardiovascular risk that play out over decades. Surveys in several countries have found that a meaningful share of women consider reducing their hours or leaving work because of symptoms no one told them to expect.</p>
<h2>Why the market stayed empty</h2>
<p>For most of my career, menopause care fell between the cracks of the health system. Family doctors have a few minutes per visit and, by their own account, received little training on it. Gynaecology focuses heavily on the reproductive years. Cardiology and endocrinology see the consequences years later, once they have become a diagnosis with a billing code.</p>
<p>A widely reported study in the early 2000s then cast a long shadow over hormone therapy. Later analyses gave a more nuanced picture, especially for women who start treatment closer to menopause, but the fear outlived the nuance. A generation of women was told to grit their teeth, and a generation of clinicians learned to avoid the conversation.</p>
<p>For founders, that history looked like risk. To me, it looks like an opening: a large population, poorly served, now asking for help out loud.</p>
<h2>What changes when you look globally</h2>
<p>I grew up between Manila and Vancouver and spent years working in London, and one thing that taught me is that menopause is universal but the experience of it is not.</p>
<p>In the United Kingdom, menopause became a workplace and political conversation in the past few years, with employers writing policies and pharmacies reporting shortages of hormone therapy as demand climbed. In Canada, the conversation is growing, but access to a clinician who knows the field can still depend on your postal code. In the Philippines, where my aunts went through it, the topic is often handled privately, within families, and the first question is frequently cost rather than which treatment.</p>
<p>Research across populations suggests differences in how often women report hot flushes, sleep problems or joint pain, and in the age at which menopause arrives. Some of that is biology; some is diet, climate and work; and some is how comfortable women feel naming what is happening to them. A company that builds for one market and assumes the rest will follow is going to be surprised.</p>
<h2>Where AI helps, and where it does not</h2>
<p>I am not interested in a chatbot that tells a woman to drink more water. I am interested in tools that do the unglamorous work the system has skipped:</p>
<ul>
<li>Symptom tracking that turns months of scattered notes into a clear summary a doctor can read in two minutes.</li>
<li>Decision support that helps a family physician weigh hormone therapy against a specific patient’s history, with the evidence attached.</li>
<li>Models that use data many women already generate, such as sleep, heart rate and cycle history, to recognise perimenopause years before anyone thinks to ask about it.</li>
<li>Long-term risk tracking for bone and heart health, the consequences that arrive quietly after the hot flushes stop.</li>
</ul>
<p>The caution I give every founder in this space is that the underlying data is thin. Older women have been underrepresented in trials, and women of colour even more so. A model that has only seen a narrow slice of the population should say so, clearly, to the clinician using it.</p>
<h2>What I tell other investors</h2>
<p>When an investor tells me the menopause market is too small, I ask them to do the arithmetic with me. Count the women aged forty-five to sixty-five in the countries where the company plans to sell. Assume a modest share seek care each year. Add what employers and insurers already spend on the consequences of not treating them: lost workdays, fractures, cardiovascular events. The number that comes out is not small.</p>
<p>Then I ask a second question: who in your partnership has been through it? The answer to that one usually explains the first.</p>
<p>Menopause will happen to half of the people reading this, and to the mothers, partners and colleagues of the other half. The companies that serve it well will be large and lasting. I intend to be in the room when they are built.</p>
`,
  },
  {
    id: 'essay-kids-ask-why',
    title: 'Raising Kids Who Ask the Machine Why',
    slug: 'raising-kids-who-ask-the-machine-why',
    category: ['Personal', 'Future-Ready Kids'],
    summary:
      'My child asked whether the voice assistant was sure. Three habits from our kitchen table for raising children who use AI without handing over their judgement.',
    readTime: 4,
    publishedDate: '2026-09-20',
    featureImage: {
      src: '/images/essays/raising-kids-who-ask-the-machine-why.svg',
      alt: 'A crescent moon over an open book, with two small paper kites drifting in a night sky',
      width: 1200,
      height: 675,
    },
    body: `
<p>On a Sunday morning not long ago, my older child asked a voice assistant how far away the moon is, got an answer, and then asked me whether the assistant was “sure.” I was making pancakes, half listening, and I almost said yes. Then I realised it was the best question anyone had asked me all week.</p>
<p>I spend my working days evaluating companies that build artificial intelligence for health care. I read model cards, argue about validation cohorts and ask founders how their systems fail. At home, I am raising two children who will never know a world without machines that talk back. This essay is about where those two parts of my life meet.</p>
<h2>What I actually worry about</h2>
<p>People assume a venture capitalist who backs AI companies must be relaxed about screens and algorithms at home. I am not relaxed. I am specific.</p>
<p>I do not worry much that my children will use AI. They will, the way I used a calculator and a search engine, and mostly to their benefit. I worry that they will learn to treat a fluent answer as a true one. Language models are very good at sounding confident. They are not always right, and they rarely say “I don’t know” unless someone built them to.</p>
<p>In my work, the most dangerous health tool is not the one that is obviously broken. It is the one that is right ninety-five percent of the time, so that people stop checking the other five. Children are not so different from busy clinicians in that respect. Trust builds quickly when something is usually helpful.</p>
<h2>Three habits we practise at our kitchen table</h2>
<p>I am not an education expert, and our house is not a laboratory. But my partner and I have settled on a few habits that seem to stick.</p>
<p><strong>Ask how it knows.</strong> When an answer comes from a screen, we ask where it might have come from. A book? A website? Someone’s guess? The point is not to distrust everything. It is to get used to the idea that every answer has a source, and that some sources are better than others.</p>
<p><strong>Catch it being wrong.</strong> We play a game where the children try to find a question the assistant gets wrong. They have discovered that it struggles with very recent events, with local knowledge about our own street and with questions that hide a trick. Each discovery is celebrated. A child who has caught a machine in a mistake will never fully hand over their judgement to it.</p>
<p><strong>Say what the machine cannot do.</strong> It cannot know how you feel unless you tell it. It cannot give you a hug. It does not know your grandmother. These sound obvious to an adult. For a six-year-old, they are a map of where people still matter.</p>
<h2>What this has to do with women’s health</h2>
<p>More than it might seem. My children will grow up in a health system where algorithms help decide who gets a scan, which symptoms are urgent and which treatments are offered. Some of the patients those systems underserve today will be people my children love, and perhaps my children themselves.</p>
<p>I want them to be the kind of adults who ask, when a tool gives an answer about their body, who it was tested on. I want them to know that “the computer says” is the beginning of a conversation, not the end of one. The habits that protect a child from a confident chatbot are the same ones that protect a patient from a confident triage score.</p>
<h2>Where I draw lines</h2>
<p>We do have rules. Voice assistants live in the kitchen, not in bedrooms. Homework help from AI is allowed for explanation and practice, never for the final answer. And anything involving photos of our children stays off the internet, which is also why you will only ever see silhouettes and symbols of them here.</p>
<p>I hold those lines not because I think the technology is bad, but because childhood is short and attention is the most valuable thing my children have. The companies building these products, including some I admire, are very good at capturing attention. A little friction at home is a reasonable counterweight.</p>
<h2>Future-ready, not future-anxious</h2>
<p>When parents ask me how to prepare their children for a world shaped by AI, I think they expect me to say coding. Coding is fine. But the skills I see separating good founders from great ones, and good clinicians from great ones, are older than any programming language: curiosity, scepticism, the patience to check, and the confidence to say “that does not seem right” in a room full of people who disagree.</p>
<p>Those are teachable at a kitchen table, with pancakes, on a Sunday morning. My older child’s question about the moon was a small thing. The instinct behind it is the thing I most want to protect.</p>
<p>For the record, the moon is about 384,400 kilometres away on average. We checked it in a book.</p>
`,
  },
  {
    id: 'essay-four-cities',
    title: 'Four Cities, One Waiting Room',
    slug: 'four-cities-one-waiting-room',
    category: ['Global View', 'Personal'],
    summary:
      'I have sat in maternity waiting rooms in Manila, Vancouver, Toronto and London. The buildings were different; the gaps were the same everywhere: distance, language, time and information.',
    readTime: 4,
    publishedDate: '2026-08-23',
    featureImage: {
      src: '/images/essays/four-cities-one-waiting-room.svg',
      alt: 'Four round markers joined by curved flight paths across a soft outline of the globe',
      width: 1200,
      height: 675,
    },
    body: `
<p>I have sat in maternity waiting rooms in four cities. In Manila as a teenager, keeping my aunt company late in her pregnancy, in a public hospital where the benches were full by seven in the morning. In Vancouver, as a high-school student translating for a family friend. In Toronto, waiting for my own first appointment as an expectant mother. And in London, years later, visiting a colleague on a ward where the midwives were stretched thin.</p>
<p>The buildings were very different. The questions women asked in them were almost identical. Will my baby be all right? Will I be all right? Is anyone going to explain what is happening?</p>
<h2>Manila: care that depends on distance</h2>
<p>What I remember most from Manila is not the crowding. It is how much of a woman’s care depended on geography. My aunt lived close enough to a large hospital to be seen. Women from the provinces travelled for hours, sometimes by boat, to reach the same care. The Philippines has made real progress on maternal health over the past two decades, but the distance between a rural barangay and a facility with a doctor on shift can still be measured in hours.</p>
<p>It taught me early that a health system’s quality is not the quality of its best hospital. It is the quality of care for the woman who lives furthest from it.</p>
<h2>Vancouver: the language gap</h2>
<p>In Vancouver, the hospital was excellent and the distance was short. The gap was language. The family friend I translated for spoke Tagalog and some English, and she nodded through explanations she did not understand because she did not want to seem difficult. I was seventeen and out of my depth, translating words like “preeclampsia” without knowing what they meant.</p>
<p>Canada is a country of immigrants, and our health system is better than most at serving them. But I still meet clinicians who assume a nod means understanding. Any tool that claims to improve maternal care in a diverse city has to work across languages, levels of health literacy and cultural expectations about who speaks for the patient.</p>
<h2>Toronto: my own turn</h2>
<p>When I was pregnant with my first child, I was a product manager at Cadence Health, building remote monitoring for high-risk pregnancies. I knew the statistics. I knew the warning signs. I still found myself in a waiting room in downtown Toronto, holding a printout, unsure whether the number on it was normal.</p>
<p>If someone with my training and access felt that uncertainty, what was it like for the woman across from me, who had arrived in Canada a few months earlier and was there on her own? We ended up talking. She had the same question I did. Neither of us had been given an answer we could hold on to.</p>
<h2>London: a system under strain</h2>
<p>London gave me my first view of health care as an investor. At Meridian Health Partners I looked at companies selling into the National Health Service, and I learned how a universal system carries enormous demand on limited staff. The midwives I met were extraordinary and exhausted. Many of the questions that went unanswered on that ward went unanswered because no one had five spare minutes.</p>
<p>That is where I began to think seriously about what technology can do. Not replace the midwife, but give her time back: handle the routine checks, flag the patient whose blood pressure is trending up, and let human attention go where it is needed most.</p>
<h2>What the four rooms taught me</h2>
<p>Put the four cities side by side and a pattern appears. The gaps in maternal care are rarely about a missing miracle drug. They are about distance, language, time and information: who can reach care, who can understand it, who has the staff to deliver it and who goes home knowing what to watch for.</p>
<p>Those are exactly the gaps that well-built technology can narrow. A blood pressure cuff that sends readings to a nurse can shorten the distance from a rural home to a clinic. A model that works in Tagalog, Punjabi and Portuguese as well as English can close part of the language gap. Triage tools can give exhausted staff back minutes. Clear, specific information after a visit can replace a confusing printout.</p>
<p>It is also why I am wary of solutions designed only for the patient I was in Toronto: insured, fluent, able to take time off work. A product that works only for her will look good in a pilot and do little for the women who need it most.</p>
<h2>Investing with a global view</h2>
<p>When I evaluate a maternal health company, I now ask founders to picture all four waiting rooms. Where would your product work today? Where would it break? What would it take to reach the woman who travelled three hours to get there?</p>
<p>Not every start-up can serve every market at once, and I do not expect them to. I do expect them to know which women they are leaving out, and to have a plan for the next room.</p>
<p>I have been lucky to move between countries by choice. Many of the women I sat beside did not have that luxury. The least I can do, with the capital I am trusted with, is remember them when I decide what gets built.</p>
`,
  },
];
