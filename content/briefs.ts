import type { ResearchBrief } from './types';

// Relative import on purpose: the PDF tests load this file outside Next's `@/` alias.
// Each brief is the single source of its page (/research/<id>/) and of its PDF. Figures that rest on
// our own estimates say so in their source line.

export const briefs: readonly ResearchBrief[] = [
  {
    id: 'market-map-2026',
    title: 'AI and Women’s Health: The 2026 Market Map',
    pdfFile: '/briefs/market-map-2026.pdf',
    summary:
      'Where 212 companies at the meeting point of AI and women’s health sit today, across maternal care, menopause, fertility and the conditions that still take years to diagnose, and the three gaps where I expect the next category leaders to come from.',
    tags: ['Market Map', 'AI', 'Maternal Health', 'Menopause', 'Fertility'],
    publishedDate: '2026-10-19',
    sections: [
      {
        heading: 'How we built the map',
        figures: [
          {
            kind: 'bar-chart',
            id: 'companies-by-column',
            title: 'Companies on the 2026 map, by column',
            caption:
              'Conditions that still take years to diagnose hold the most companies; maternal health is the most mature column.',
            source:
              'Illustrative figures based on our quarterly tracker of 212 private companies with at least a seed round, in North America, the UK and the EU, October 2026.',
            alt: 'Bar chart of the 212 companies on the map: 79 work on conditions that take years to diagnose, 54 on maternal health, 41 on menopause and midlife, and 38 on fertility and reproductive health.',
            categoryLabel: 'Column of the map',
            valueLabel: 'Companies',
            bars: [
              { label: 'Conditions slow to diagnose', value: 79 },
              { label: 'Maternal health', value: 54 },
              { label: 'Menopause and midlife', value: 41 },
              { label: 'Fertility and reproductive health', value: 38 },
            ],
          },
        ],
        paragraphs: [
          'Every quarter our team refreshes a tracker of private companies that use machine learning in a product for women’s health. This edition covers 212 companies in North America, the UK and the EU that have raised at least a seed round. We count a company once, in the column where most of its revenue or most of its clinical evidence sits, even when the pitch deck claims four markets.',
          'We left out general telehealth platforms with a women’s health landing page, and wellness apps with no clinical claim. Both matter to the market, but neither tells you where the hard, defensible work is being done. Funding figures come from company disclosures and our own conversations; where they conflict, we used the lower number.',
        ],
      },
      {
        heading: 'Maternal health: from monitoring to prediction',
        paragraphs: [
          'Maternal health is the most mature column, with 54 companies. The first wave, which I worked on at Cadence Health in 2011, put blood-pressure cuffs and glucose meters in patients’ homes and sent readings to a nurse. The current wave uses those same streams to predict preeclampsia, postpartum haemorrhage and gestational diabetes days earlier than a scheduled visit would.',
          'The strongest companies here are not the ones with the best model. They are the ones that have signed two or three health systems, own the escalation workflow when a risk score crosses a threshold, and can show a change in outcomes such as readmissions or NICU days. Prediction without a pathway is a report nobody reads.',
        ],
      },
      {
        heading: 'Menopause and midlife: the fastest-growing column',
        paragraphs: [
          'Forty-one companies now sit in menopause and midlife care, up from 17 two years ago. Most began as virtual clinics prescribing hormone therapy. The interesting shift is towards measurement: wearables that track vasomotor symptoms, sleep and heart rate variability, and models that help a clinician adjust treatment with data instead of recall.',
          'The risk in this column is crowding. Many clinics look alike, compete for the same paid-social audience and face rising acquisition costs. We look for companies with an employer or insurer channel, a clinical team that publishes, and a data asset that gets better with every patient.',
        ],
      },
      {
        heading: 'Fertility and reproductive health',
        paragraphs: [
          'Fertility has 38 companies, split between tools for clinics (embryo assessment, lab quality control, scheduling) and benefits platforms sold to employers. Clinic tools have the clearest evidence path, because the endpoint, a live birth, is well defined, even if it takes nine months or more to observe.',
          'Benefits platforms have grown fastest but carry margin pressure as employers renegotiate. We cover that channel in detail in our brief on fertility benefits.',
        ],
      },
      {
        heading: 'Conditions that still take years to diagnose',
        paragraphs: [
          'Endometriosis, PCOS, autoimmune disease and cardiovascular disease in women share one pattern: long, expensive journeys to a diagnosis. Endometriosis still takes seven to ten years on average in many health systems. Seventy-nine companies in our tracker work here, but fewer than a quarter have prospective clinical data.',
          'This is where I expect the most value to be created, because a faster, cheaper diagnosis changes who gets treated and when. It is also where the data problem is hardest: labels are noisy, because the diagnosis itself is late, and many training sets under-represent women of colour.',
        ],
      },
      {
        heading: 'Where we see white space',
        paragraphs: [
          'Three gaps stand out. First, postpartum care after the six-week visit, when most monitoring stops and most severe cardiovascular events begin. Second, tools that make clinical trials recruit and retain women, especially pregnant and older women, who are routinely excluded. Third, the infrastructure layer: consented, sex-disaggregated data sets that other companies can build on.',
          'If you are building in one of these gaps, I would like to hear from you. If you think our map is wrong, I would like that even more.',
        ],
      },
    ],
  },
  {
    id: 'maternal-ai-diligence',
    title: 'Diligence Checklist: Clinical AI in Maternal Care',
    pdfFile: '/briefs/maternal-ai-diligence.pdf',
    summary:
      'The forty questions we ask before investing in a company that puts a model into the care of pregnant and postpartum patients: who is in the data, how the model was validated, who acts on its output, and who pays for it.',
    tags: ['Diligence', 'AI', 'Maternal Health'],
    publishedDate: '2026-08-24',
    sections: [
      {
        heading: 'Why maternal care needs its own checklist',
        figures: [
          {
            kind: 'table',
            id: 'checklist-at-a-glance',
            title: 'The forty questions at a glance',
            caption:
              'Data and validation make up half of the checklist, because those answers change our decision most often.',
            source: 'Our maternal-care diligence checklist, August 2026 edition.',
            alt: 'Table of the five areas of the checklist, with the number of questions in each (data 10, validation 10, workflow and liability 8, regulatory path 6, commercial 6) and the question in each area that most often decides a deal.',
            columns: ['Area', 'Questions', 'The question that most often decides'],
            rows: [
              ['Data', '10', 'Which patients, from which health systems, are in the validation cohort?'],
              ['Validation', '10', 'Has the model run silently on live data before anyone acted on it?'],
              [
                'Workflow and liability',
                '8',
                'Who sees the alert, within what time, and what do they do next?',
              ],
              ['Regulatory path', '6', 'Can the model be retrained without a new submission?'],
              ['Commercial', '6', 'What would make you switch the model off?'],
            ],
          },
        ],
        paragraphs: [
          'A model that flags risk in pregnancy acts on two patients at once, over a short window, in a setting where care is split between obstetricians, midwives, family doctors and emergency departments. The cost of a missed signal is high and the cost of a false alarm is real: unnecessary admissions, anxiety and eroded trust in the tool.',
          'Our general AI diligence process still applies. This checklist adds the questions that have most often changed our decision in maternal health. We share it so founders can prepare, and so other investors can tell us what we are missing.',
        ],
      },
      {
        heading: 'Data: who is in the training set',
        paragraphs: [
          'We ask for the training and validation cohorts broken down by age, parity, race and ethnicity, insurance type, rurality and the health systems they came from. A model trained mostly on patients from two academic centres will meet a very different population in a community hospital.',
          'We ask how outcomes were labelled. Preeclampsia coded at discharge is not the same as preeclampsia confirmed by a clinician reviewing the chart, and the gap between them is often larger for patients who received less care. We also ask whether postpartum outcomes up to a year after birth are captured, since many serious events happen after the patient has left obstetric care.',
        ],
      },
      {
        heading: 'Validation: beyond the retrospective curve',
        points: [
          'Calibration in each subgroup, not only discrimination overall.',
          'Sensitivity and positive predictive value at the threshold the product ships with.',
          'Alerts per hundred patients per week, as the nurse on shift would receive them.',
          'The results of a silent pilot on live data, with missing readings left in.',
        ],
        paragraphs: [
          'A strong area under the curve on a held-out retrospective set is where diligence starts, not where it ends. We want to see calibration by subgroup, performance at the operating threshold the product actually uses, and the number of alerts a nurse would receive per hundred patients per week.',
          'The question that decides most deals: has the model run silently in a live setting before anyone acted on it? A silent pilot shows how the model behaves on messy, real-time data, with missing readings and late lab results, and it gives the clinical team a baseline against which to measure impact.',
        ],
      },
      {
        heading: 'Workflow, escalation and liability',
        paragraphs: [
          'Who sees the alert, within what time, and what are they expected to do? We ask for the escalation protocol in writing and for the staffing model behind it. If the company runs its own nursing team, we ask how it scales; if it relies on the hospital’s staff, we ask who was consulted when the alert was designed.',
          'We also ask how the company handles a missed event. Is there a review process, does it feed back into the model, and what does the contract say about responsibility? Founders who have thought about this early tend to have better relationships with their clinical partners.',
        ],
      },
      {
        heading: 'Regulatory path and change control',
        paragraphs: [
          'Most risk-prediction tools in maternal care are medical devices in both Canada and the United States. We ask for the intended-use statement, the classification the company expects, and the plan for updating the model after clearance. A company that cannot retrain without a new submission has a slower product than its roadmap suggests.',
        ],
      },
      {
        heading: 'Commercial: who pays, and why now',
        paragraphs: [
          'The buyer is usually a health system or a payer, and each wants different proof. Health systems respond to avoided admissions, shorter stays and quality metrics. Payers respond to reductions in NICU days and severe maternal morbidity across a covered population. We ask which proof the company has, which it is collecting, and how long a typical sale has taken from first meeting to signed contract.',
          'A final question we ask every founder: what would make you switch the model off? The best answers are specific, and they tell us more about the team than any slide.',
        ],
      },
    ],
  },
  {
    id: 'samd-regulatory-note',
    title: 'Regulatory Note: Machine-Learning Medical Devices in Canada and the US',
    pdfFile: '/briefs/samd-regulatory-note.pdf',
    summary:
      'A plain-language note for founders on how Health Canada and the FDA treat software that uses machine learning, what a change control plan is for, and what evidence regulators now expect for women and other subgroups.',
    tags: ['Regulation', 'AI', 'Clinical Trials'],
    publishedDate: '2026-06-15',
    sections: [
      {
        heading: 'What counts as a medical device',
        paragraphs: [
          'Software is a medical device when its intended use is to diagnose, treat, mitigate or prevent a disease, or to inform those decisions in a way a clinician cannot independently review. The same code can be a wellness product or a regulated device depending on what the company says it does. Founders often discover this late, when a sales deck or an app store description makes a clinical claim the product was never cleared for.',
          'This note is not legal advice. It is what we have learned from sitting beside founders through a dozen submissions, and it is the background we expect a team to have before we invest.',
        ],
      },
      {
        heading: 'Classification in practice',
        figures: [
          {
            kind: 'timeline',
            id: 'path-to-market',
            title: 'A typical path to market for a Class II decision-support tool',
            caption:
              'From the intended-use statement to clearance usually takes about a year and a half, and the change control plan is written long before the first update.',
            source:
              'Illustrative timeline based on the submissions we have followed with founders; real timelines vary with the device, the class and the regulator.',
            alt: 'Timeline over eighteen months: the intended-use statement at month 0, a pre-submission meeting at month 3, the validation study complete at month 8, the submission with its change control plan at month 10, clearance around month 16, and the first model update under the plan at month 18.',
            events: [
              { at: 0, when: 'Month 0', label: 'Intended-use statement written' },
              { at: 3, when: 'Month 3', label: 'Pre-submission meeting' },
              { at: 8, when: 'Month 8', label: 'Validation study done, by subgroup' },
              { at: 10, when: 'Month 10', label: 'Submission with change control plan' },
              { at: 16, when: 'Month 16', label: 'Clearance or licence' },
              { at: 18, when: 'Month 18', label: 'First update under the plan' },
            ],
          },
        ],
        paragraphs: [
          'Health Canada sorts devices into four classes by risk, and most software that supports a clinical decision in women’s health lands in Class II or III. In the United States, many such tools go through the 510(k) route with a predicate device, or through De Novo when there is no predicate. Both regulators look closely at whether the user can understand the basis of a recommendation.',
          'In practice the classification drives the timeline and the budget. We ask founders to map theirs early, to talk to the regulator before the submission rather than after, and to keep marketing language inside the intended use.',
        ],
      },
      {
        heading: 'Change control for models that learn',
        paragraphs: [
          'A model that improves with new data poses a problem for a regime built for devices that do not change. Both regulators now accept a predetermined change control plan: a document, reviewed with the original submission, describing which changes the company will make, how it will validate them and how it will tell users.',
          'A good plan is narrow and testable. Retraining on new data from the same population with the same architecture, validated against fixed acceptance criteria, is a reasonable scope. Changing the intended population or adding a new input usually is not.',
        ],
      },
      {
        heading: 'Evidence for women and other subgroups',
        paragraphs: [
          'Regulators increasingly ask for performance broken down by sex, age, race and ethnicity, and for an explanation when a subgroup is too small to measure. For products used only by women, the relevant subgroups are different: pregnancy status, menopausal status, and conditions such as PCOS that change the physiology the model reads.',
          'This is where clinical-trial design and regulation meet. A company that plans its validation study with these subgroups in mind will save months later, and will have a stronger story for the health systems that buy it.',
        ],
      },
      {
        heading: 'What we ask founders before we invest',
        paragraphs: [
          'We ask for the intended-use statement in one sentence, the expected class in each market, the predicate or De Novo rationale, a draft of the change control plan, and the subgroup analysis the team plans to submit. We also ask who on the team has done a submission before. A regulatory consultant is useful; a founder who understands the path is essential.',
        ],
      },
    ],
  },
  {
    id: 'menopause-evidence-gap',
    title: 'Menopause Care: Where the Evidence and the Money Diverge',
    pdfFile: '/briefs/menopause-evidence-gap.pdf',
    summary:
      'Capital has poured into menopause clinics, while the research on symptoms, long-term risk and treatment response in midlife women remains thin. This brief sets out where the evidence is strong, where it is missing, and how a company can build a moat by closing the gap.',
    tags: ['Menopause', 'Market Map', 'Diligence'],
    publishedDate: '2026-04-13',
    sections: [
      {
        heading: 'A market that arrived before its evidence',
        figures: [
          {
            kind: 'bar-chart',
            id: 'menopause-companies-by-year',
            title: 'Menopause and midlife companies in our tracker',
            caption:
              'The column more than doubled in two years, mostly through virtual clinics; the number of companies publishing clinical results grew far more slowly.',
            source:
              'Illustrative figures based on our company tracker, counted each October; a company is counted in the column where most of its revenue sits.',
            alt: 'Bar chart of menopause and midlife companies in our tracker: 17 in October 2024, 28 in October 2025 and 41 in October 2026.',
            categoryLabel: 'Year (October count)',
            valueLabel: 'Companies',
            bars: [
              { label: '2024', value: 17 },
              { label: '2025', value: 28 },
              { label: '2026', value: 41 },
            ],
          },
        ],
        paragraphs: [
          'For most of my career, menopause was treated as a niche. In the last three years it has become one of the busiest categories in women’s health, with virtual clinics, supplements, wearables and employer programmes all competing for the same women in their forties and fifties. That attention is overdue. It has also moved faster than the research underneath it.',
          'Many of the women I speak to have been told, at some point, that their symptoms were stress, depression or simply age. The demand is real. The question for investors is which companies will still be trusted when the first wave of marketing has faded.',
        ],
      },
      {
        heading: 'Where the evidence is strong',
        paragraphs: [
          'Hormone therapy is effective for vasomotor symptoms such as hot flushes and night sweats in most healthy women who start it near the menopause transition, and the safety picture is far more reassuring than the headlines of the early 2000s suggested. Cognitive behavioural therapy has good evidence for sleep and for the distress caused by symptoms. Bone density screening and fracture prevention are well understood.',
        ],
      },
      {
        heading: 'Where it is missing',
        figures: [
          {
            kind: 'table',
            id: 'evidence-at-a-glance',
            title: 'Where the evidence stands',
            caption:
              'The strongest evidence covers the oldest treatments; the questions a data company could answer are the thinnest.',
            source:
              'Our reading of the published research as of April 2026: a judgement to argue with, not a systematic review.',
            alt: 'Table rating the evidence on six questions: strong for hormone therapy for hot flushes and for bone screening, good for cognitive behavioural therapy, thin for differences across ethnic groups and for who responds to which treatment, and missing for routine measurement of cardiovascular risk.',
            columns: ['Question', 'Evidence today'],
            rows: [
              ['Hormone therapy for hot flushes and night sweats', 'Strong'],
              ['Bone density screening and fracture prevention', 'Strong'],
              ['Cognitive behavioural therapy for sleep and distress', 'Good'],
              ['How symptoms differ across ethnic groups', 'Thin'],
              ['Which women respond to which treatment', 'Thin'],
              ['Cardiovascular risk measured in routine midlife care', 'Missing'],
            ],
          },
        ],
        paragraphs: [
          'We know little about how symptoms vary across ethnic groups, how perimenopause interacts with conditions such as ADHD, migraine or autoimmune disease, and which women respond to which treatment. Cardiovascular risk rises after menopause, yet few programmes measure it systematically. Most symptom data is self-reported at a clinic visit, months apart, and shaped by recall.',
          'This is the gap where AI can help, and where it can do harm. A model trained on the women who already use a premium virtual clinic will learn their patterns and miss everyone else’s.',
        ],
      },
      {
        heading: 'How a company builds a moat here',
        paragraphs: [
          'The companies we back in this category share three traits. They measure continuously, with consent, so their data set grows richer with every patient. They publish, even when results are modest, because clinicians and employers now ask for evidence. And they reach women through channels other than paid social media, such as employers, insurers and primary care, which lowers acquisition costs and widens the population they learn from.',
        ],
      },
      {
        heading: 'Questions we ask in diligence',
        paragraphs: [
          'What share of patients are still active after twelve months, and why do the others leave? How are prescribing decisions reviewed? What does the company measure beyond symptom scores: blood pressure, lipids, sleep, bone health? Which of its findings has it shared with the wider clinical community?',
          'A clinic that can answer those questions is building a health company. One that cannot is building a marketing funnel with a prescription at the end of it.',
        ],
      },
    ],
  },
  {
    id: 'trial-diversity-data',
    title: 'Closing the Data Gap: Women in Clinical Trials',
    pdfFile: '/briefs/trial-diversity-data.pdf',
    summary:
      'Why women, and pregnant, older and racialized women in particular, remain under-represented in the trials that shape treatment, what that does to the data our AI models learn from, and the tools that can change recruitment and retention.',
    tags: ['Clinical Trials', 'Regulation', 'AI'],
    contributors: ['Zofia Michałowska'],
    publishedDate: '2026-02-09',
    sections: [
      {
        heading: 'An old gap with new consequences',
        figures: [
          {
            kind: 'bar-chart',
            id: 'women-share-by-area',
            title: 'Share of women among trial participants, by therapeutic area',
            caption:
              'Women are fewest where the stakes for clinical AI are highest, in cardiovascular trials. Our rule of thumb: enrolment ≥ women’s share of the disease burden.',
            source:
              'Illustrative figures based on the pattern reported in published reviews of trial enrolment; rounded, and not taken from any single registry or study.',
            alt: 'Bar chart of the share of women among participants: 38% in cardiovascular trials, 44% in oncology excluding sex-specific cancers, 48% in infectious disease, 52% in neurology and 55% in psychiatry.',
            categoryLabel: 'Therapeutic area',
            valueLabel: 'Women among participants (%)',
            unit: '%',
            bars: [
              { label: 'Cardiovascular', value: 38 },
              { label: 'Oncology, excluding sex-specific cancers', value: 44 },
              { label: 'Infectious disease', value: 48 },
              { label: 'Neurology', value: 52 },
              { label: 'Psychiatry', value: 55 },
            ],
          },
        ],
        paragraphs: [
          'For decades, women of childbearing age were kept out of many early-phase trials, and it was not until the 1990s that regulators in the United States required women to be included in federally funded research. Representation has improved overall, but the averages hide the gaps: cardiovascular trials, trials in older adults and almost every trial that could include pregnant women still enrol far fewer women than the disease affects.',
          'The consequence used to be limited to dosing and side effects that were discovered after approval. Now there is a second one. The trial data and the health records built on that evidence are the raw material for clinical AI, and a gap in the evidence becomes a gap in the model.',
        ],
      },
      {
        heading: 'Why recruitment still fails',
        paragraphs: [
          'Women, and especially women who are caring for children or parents, face practical barriers: visits scheduled during working hours, sites far from home, no childcare and no compensation for travel. Racialized women face the added weight of justified mistrust. Pregnancy is often an automatic exclusion, even when the drug will certainly be used in pregnancy once it is approved.',
        ],
      },
      {
        heading: 'Where software helps',
        paragraphs: [
          'We see three kinds of tools that change the numbers. Matching tools that read health records and find eligible patients in community practices, not only at academic centres. Decentralised trial platforms that move visits, consent and data collection into the home. And retention tools that keep participants engaged with reminders, flexible scheduling and honest updates on the study.',
          'The best of these companies measure their effect on representation directly, and can tell a sponsor how many women, and which women, they added to a trial.',
        ],
      },
      {
        heading: 'What regulators are asking for',
        paragraphs: [
          'Regulators in the United States and Canada now expect sponsors to plan for diverse enrolment and to explain shortfalls. Those expectations create a buyer with a deadline: pharmaceutical and device sponsors who need a credible plan at the time of submission. That is the commercial opening for the tools above.',
        ],
      },
      {
        heading: 'Implications for AI companies',
        paragraphs: [
          'If you build models on clinical data, ask where the women in your data came from and which women are missing. Report performance by sex and by the subgroups that matter for your use. Partner with the trial-technology companies that are producing better data, because the models of the next decade will be trained on the trials of this one.',
        ],
      },
    ],
  },
  {
    id: 'fertility-benefits-channel',
    title: 'Fertility Benefits and the Employer Channel',
    pdfFile: '/briefs/fertility-benefits-channel.pdf',
    summary:
      'Employers became the main buyer of fertility care for many families in North America. This brief looks at how the benefits model works, where its margins are under pressure, and how clinical data and AI are changing what employers pay for.',
    tags: ['Fertility', 'Market Map', 'Diligence'],
    publishedDate: '2025-11-24',
    sections: [
      {
        heading: 'How employers became the buyer',
        paragraphs: [
          'In much of North America, public and private insurance cover little or none of the cost of IVF. Over the last decade, large employers stepped in, first in technology and finance, then in retail and manufacturing, to compete for talent. A set of benefits platforms grew up to manage that spending: they contract with clinics, guide patients through treatment and bill the employer.',
          'In Canada the picture is uneven. Some provinces fund a cycle of IVF, others fund none, and employer coverage fills some of the gap. For a company selling here, the map of who pays changes at each provincial border.',
        ],
      },
      {
        heading: 'Where the margins come from',
        figures: [
          {
            kind: 'timeline',
            id: 'contract-to-renewal',
            title: 'A benefits contract, from signature to renewal',
            caption:
              'The first live-birth outcomes arrive only months before the first renewal, so platforms that collect outcome data from day one have the strongest case.',
            source:
              'Illustrative timeline based on contracts we have reviewed in diligence; terms and timing vary by employer.',
            alt: 'Timeline over twenty-four months: the contract is signed at month 0, the benefit opens to employees at month 3, the first treatment cycles are under way by month 6, the first live births from the programme come at month 16, and the contract is renewed, priced on outcome data, at month 24.',
            events: [
              { at: 0, when: 'Month 0', label: 'Contract signed with the employer' },
              { at: 3, when: 'Month 3', label: 'Benefit opens to employees' },
              { at: 6, when: 'Month 6', label: 'First treatment cycles under way' },
              { at: 16, when: 'Month 16', label: 'First live births from the programme' },
              { at: 24, when: 'Month 24', label: 'Renewal, priced on outcome data' },
            ],
          },
        ],
        paragraphs: [
          'Benefits platforms earn a management fee and, in many models, a share of the savings they claim against an expected cost of care. Those savings depend on clinical choices: single embryo transfer to avoid twin pregnancies, better matching of patients to clinics, fewer failed cycles. The platforms that can prove those savings with data keep their contracts; the others are being renegotiated.',
        ],
      },
      {
        heading: 'Where AI changes the model',
        paragraphs: [
          'Machine learning is entering at three points. In the laboratory, tools that assess embryos and monitor lab conditions aim to raise success rates per cycle. In care navigation, models predict which patients are likely to need more than one cycle and help set expectations and budgets. And in benefits design, claims and outcome data show employers what they are actually buying.',
          'Each of these needs consented, high-quality outcome data, including live birth, which arrives nine months or more after treatment. Companies that started collecting it early have an advantage that is hard to copy.',
        ],
      },
      {
        heading: 'Risks we watch',
        paragraphs: [
          'Concentration is the first: a platform that depends on a handful of large employers can lose a third of its revenue in a single renewal cycle. Clinical quality is the second, because a platform steering patients to lower-cost clinics must show it is not lowering success rates. The third is scope. Fertility is one moment in a longer reproductive and family health journey, and employers increasingly want one partner for all of it.',
        ],
      },
      {
        heading: 'Our diligence questions',
        paragraphs: [
          'How many employers make up half of revenue? What are the live-birth rates per patient, not per transfer, across the clinic network, and how are they audited? How does the company handle patients who change jobs mid-treatment? What does it offer before and after fertility treatment, in pregnancy, postpartum and menopause?',
          'We think the winners will look less like fertility companies and more like women’s health companies that started with fertility.',
        ],
      },
    ],
  },
];
