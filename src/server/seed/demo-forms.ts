// Demo forms: tags under the Form Manager (90), the forms, and submissions.
import type { Queryable } from '../platform/db/executor.js';
import type { Form, FormSubmission, JsonValue } from '../../shared/generated/entities.generated.js';
import { insertRows, insertTags } from './fixed-records.js';
import { CID } from './data/named-content.js';
import { FIRST_GENERATED_TAG_ID, flattenTagTree } from './data/dashboard-tags.js';
import { TAG } from '../../shared/fixed-tags.js';

// --- forms: tags under Form Manager (90), the forms, submissions ----------------------

export async function seedForms(tx: Queryable, ago: (days: number, hours?: number) => string) {
  const max = await tx.first<{ m: number | null }>(
    tx.builder
      .selectFrom('Tag')
      .select((eb) => eb.fn.max('TId').as('m'))
      .where('TId', '>=', FIRST_GENERATED_TAG_ID)
      .compile(),
  );
  const firstId = Math.max(FIRST_GENERATED_TAG_ID, Number(max?.m ?? 0) + 1);
  // Form tags: their path is the form's submissions screen; the Form Manager lists the visible ones by name.
  const contactTagId = firstId;
  const rsvpTagId = firstId + 1;
  const formTags = flattenTagTree(
    [
      { id: contactTagId, name: 'Contact Us', path: `/form-submissions/${contactTagId}`, icon: 'ContactMail' },
      {
        id: rsvpTagId,
        name: 'Open House RSVP (archived)',
        path: `/form-submissions/${rsvpTagId}`,
        icon: 'EventAvailable',
        visible: false,
      },
    ],
    { parentId: TAG.Form_Manager, depth: 0 },
  );
  await insertTags(tx, formTags);
  await tx.run(
    tx.builder.updateTable('Tag').set({ TChildId: contactTagId }).where('TId', '=', TAG.Form_Manager).compile(),
  );

  const forms: Form[] = [
    {
      FrmId: 1,
      FrmName: 'Contact Us',
      TId: contactTagId,
      FrmVisible: true,
      FrmMetaData: {
        description: 'The message form on the Contact Us page.',
        pageUrl: '/contact-us',
        storeSubmissions: true,
        notify: { to: ['info@example.com'], subject: 'New message from the website' },
        confirmationEmail: { enabled: true, templateCId: CID.Default_Email, subject: 'We received your message' },
      },
      FrmConfig: {
        fields: [
          { name: 'name', label: 'Your name', type: 'text', required: true, maxLength: 100, autocomplete: 'name' },
          {
            name: 'email',
            label: 'E-mail address',
            type: 'email',
            required: true,
            maxLength: 320,
            autocomplete: 'email',
          },
          { name: 'message', label: 'How can we help?', type: 'textarea', required: true, maxLength: 4000, rows: 6 },
        ],
        submitText: 'Send message',
        successMessage: 'Thank you! We will get back to you within one business day.',
        honeypotField: 'website',
      },
      FrmJavaScript: {
        onLoad: '',
        onSubmit: "window.dataLayer = window.dataLayer || []; window.dataLayer.push({ event: 'contact_form_submit' });",
      },
      FrmEmailMarketing: {
        enabled: false,
        providerCId: CID.EmailMarketing_Mailchimp,
        listId: '',
        subscribeField: null,
      },
      FrmCreated: ago(190),
      FrmLastModified: ago(40),
    },
    {
      FrmId: 2,
      FrmName: 'Open House RSVP (archived)',
      TId: rsvpTagId,
      FrmVisible: false,
      FrmMetaData: {
        description: 'RSVPs for last year’s open house; kept for its submissions.',
        storeSubmissions: true,
        closed: true,
      },
      FrmConfig: {
        fields: [
          { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100 },
          { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 320 },
          { name: 'company', label: 'Company', type: 'text', required: false, maxLength: 200 },
          { name: 'guests', label: 'Number of guests', type: 'number', required: true, min: 1, max: 4 },
        ],
        submitText: 'RSVP',
        successMessage: 'See you at the open house!',
      },
      FrmJavaScript: { onLoad: '', onSubmit: '' },
      FrmEmailMarketing: { enabled: false },
      FrmCreated: ago(420),
      FrmLastModified: ago(330),
    },
  ];
  await insertRows(tx, 'Form', forms);

  const browsers = [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  ];
  const machine = (i: number, referrer: string, page: string): JsonValue => ({
    userAgent: browsers[i % browsers.length],
    language: 'en-US',
    referrer,
    page,
    screen: i % 3 === 2 ? '390x844' : '1920x1080',
  });
  const contact: [string, string, string, string][] = [
    [
      'Angela Brooks',
      'angela.brooks@example.org',
      'We are planning a two-story addition to our medical office in Columbia and need a structural engineer. Could someone call me this week?',
      'https://www.google.com/',
    ],
    [
      'Marcus Lee',
      'mlee@example.net',
      'Does your firm do building condition assessments for HOA-owned properties? We have four 1970s garden-style buildings.',
      '/blog/what-is-a-building-condition-assessment-and-when-do-you-need-one',
    ],
    [
      'Sofia Martinez',
      'sofia.martinez@example.edu',
      'I’m a junior in civil engineering at the state university. Is the summer internship open to students from out of state?',
      '/careers/civil-engineering-intern-summer',
    ],
    [
      'Robert Chen',
      'rchen@example.com',
      'Please send the slides from the Mid-Atlantic Engineering Summit session on school portfolios.',
      '/events/mid-atlantic-engineering-summit',
    ],
    [
      'Linda Okoye',
      'l.okoye@example.org',
      'Our church would like to add a green roof over the fellowship hall. What would a feasibility study cost?',
      '/blog/how-green-roofs-pay-for-themselves',
    ],
    [
      'James Patel',
      'jpatel@example.net',
      'Is the Lunch & Learn series open to architects from other firms? Two of us would like to attend the first session.',
      '/events/lunch-learn-mass-timber-in-public-buildings',
    ],
  ];
  const submissions: FormSubmission[] = contact.map(([name, email, message, referrer], i) => ({
    FsId: 1000 + i,
    FrmId: 1,
    FsMetaData: { name, email, message },
    FsMachineMeta: machine(i, referrer, '/contact-us'),
    FsDate: ago(2 + i * 5, 10 + (i % 6)),
    FsIp: `203.0.113.${17 + i * 11}`,
    // Campaign tracking (DBConstants MEDIUM/SOURCE): a search ad, a newsletter, and visitors who came straight in.
    FsMedium: i % 3 === 0 ? 'CPC' : i % 3 === 1 ? 'Newsletter' : null,
    FsSource: i % 3 === 0 ? 'Google' : null,
  }));
  const rsvps: [string, string, string, number][] = [
    ['Karen Walsh', 'kwalsh@example.com', 'Walsh Architects', 2],
    ['David Kim', 'dkim@example.org', 'County Public Schools', 1],
  ];
  rsvps.forEach(([name, email, company, guests], i) =>
    submissions.push({
      FsId: 1000 + submissions.length,
      FrmId: 2,
      FsMetaData: { name, email, company, guests },
      FsMachineMeta: machine(i + 1, 'https://www.linkedin.com/', '/events/fall-open-house'),
      FsDate: ago(380 - i * 3, 14),
      FsIp: `198.51.100.${40 + i * 7}`,
    }),
  );
  await insertRows(tx, 'FormSubmission', submissions);
}
