// Demo news items (News_Detail, tag 208, /news/...). Dates are days before the seed runs.
import type { BlockInput } from './blocks.js';
import { demoImage } from './demo-images.js';

interface DemoNews {
  title: string;
  description: string;
  intro: string;
  photo?: string;
  daysAgo: number;
  author: string;
  source: string;
  sourceUrl?: string;
  location: string;
  category: string;
  featured?: boolean;
  blocks: BlockInput[];
}

const OURS = 'Cedar & Stone Engineering';

export const DEMO_NEWS: DemoNews[] = [
  {
    title: 'Riverside Public Library Reopens After Two-Year Renovation',
    description: 'The restored 1930s library and its new mass-timber reading room opened to the public this weekend.',
    intro: 'The restored 1930s landmark and its new mass-timber reading room are open again.',
    photo: demoImage('projects/riverside-library-reading-room'),
    daysAgo: 6,
    author: 'Maya Okafor, PE',
    source: OURS,
    location: 'Baltimore, MD',
    category: 'Projects',
    featured: true,
    blocks: [
      {
        copy: '<p>More than 2,000 residents attended the reopening of the Riverside Public Library on Saturday. Cedar &amp; Stone provided structural and MEP engineering for the renovation, which strengthened the original 1934 masonry building and added a 6,500-square-foot reading room framed in cross-laminated timber.</p>',
        photo: demoImage('projects/riverside-library-reading-room'),
        alt: 'Visitors in the new mass-timber reading room of the Riverside Public Library',
        width: 1200,
      },
      {
        headline: 'Energy use down 42%',
        copy: '<p>Geothermal heat pumps, new insulation behind the historic façade and LED lighting cut the building’s modeled energy use by 42% compared with the old library.</p>',
        linkText: 'Read the project case study',
        link: '/projects/riverside-public-library-renovation',
      },
    ],
  },
  {
    title: 'Cedar & Stone Opens a Second Office in Richmond',
    description: 'The new Richmond office brings structural and civil engineering closer to clients in Virginia.',
    intro: 'Our new Richmond office brings us closer to clients across Virginia.',
    photo: demoImage('news/richmond-office'),
    daysAgo: 21,
    author: 'Tom Whitaker',
    source: OURS,
    location: 'Richmond, VA',
    category: 'Company',
    blocks: [
      {
        copy: '<p>Cedar &amp; Stone Engineering has opened an office at 300 East Main Street in downtown Richmond. Eight engineers will work from the new office, led by senior associate Luis Moreno, PE.</p>',
        photo: demoImage('news/richmond-office'),
        alt: 'Cedar & Stone staff cutting a ribbon at the Richmond office entrance',
        width: 1200,
      },
      {
        headline: 'Hiring in Richmond',
        copy: '<p>We are hiring project engineers and CAD technicians for the Richmond team.</p>',
        linkText: 'See open positions',
        link: '/careers',
      },
    ],
  },
  {
    title: 'Maya Okafor Elected to State Board for Professional Engineers',
    description: 'Principal Maya Okafor, PE, will serve a four-year term on the state licensing board.',
    intro: 'Our structural principal will serve a four-year term on the licensing board.',
    daysAgo: 37,
    author: 'Tom Whitaker',
    source: 'Baltimore Business Journal',
    sourceUrl: 'https://www.example.net/baltimore-business/okafor-board',
    location: 'Annapolis, MD',
    category: 'People',
    blocks: [
      {
        copy: '<p>Maya Okafor, PE, principal of our structural engineering group, has been elected to the State Board for Professional Engineers. The board licenses engineers and sets continuing-education requirements.</p>',
      },
      {
        headline: 'In her words',
        copy: '<blockquote><p>Licensure protects the public. I want to make the path to it clearer for young engineers.</p></blockquote>',
        style: 'quote',
      },
    ],
  },
  {
    title: 'Harbor Point Medical Pavilion Tops Out',
    description: 'The final steel beam was placed on the five-story outpatient pavilion at Harbor Point.',
    intro: 'The last steel beam of the five-story outpatient pavilion is in place.',
    photo: demoImage('projects/harbor-point-topping-out'),
    daysAgo: 52,
    author: 'Maya Okafor, PE',
    source: OURS,
    location: 'Baltimore, MD',
    category: 'Projects',
    featured: true,
    blocks: [
      {
        copy: '<p>Construction crews, hospital staff and our structural team signed the final beam of the Harbor Point Medical Pavilion before it was lifted into place on Thursday. The 120,000-square-foot building will open next year.</p>',
        photo: demoImage('projects/harbor-point-topping-out'),
        alt: 'A white steel beam with signatures being lifted by a crane',
        caption: 'The signed final beam on its way to the fifth floor.',
        width: 1200,
      },
      {
        headline: 'About the project',
        copy: '<p>The pavilion houses imaging, outpatient surgery and a cancer center. Its steel frame was designed to limit floor vibration for sensitive imaging equipment.</p>',
        linkText: 'Project details',
        link: '/projects/harbor-point-medical-pavilion',
      },
    ],
  },
  {
    title: 'Firm Recognized as ENERGY STAR Partner of the Year',
    description: 'Cedar & Stone receives the ENERGY STAR Partner of the Year award for its work with school districts.',
    intro: 'Recognition for helping school districts cut energy use.',
    daysAgo: 74,
    author: 'Daniel Reyes',
    source: OURS,
    location: 'Washington, DC',
    category: 'Awards',
    blocks: [
      {
        copy: '<p>Cedar &amp; Stone has been named an ENERGY STAR Partner of the Year for helping three school districts benchmark 140 buildings and cut their combined energy use by 18%.</p>',
      },
      {
        headline: 'What comes next',
        copy: '<p>We are extending the program to two county governments this year.</p>',
        linkText: 'Our sustainability services',
        link: '/services',
      },
    ],
  },
  {
    title: 'Westfield Elementary Stormwater Design Wins County Award',
    description: 'The bioretention gardens at Westfield Elementary won the county’s Clean Water Design Award.',
    intro: 'Rain gardens that double as outdoor classrooms.',
    photo: demoImage('projects/westfield-rain-garden'),
    daysAgo: 96,
    author: 'Priya Natarajan, PE',
    source: OURS,
    location: 'Towson, MD',
    category: 'Awards',
    blocks: [
      {
        copy: '<p>The county has given its Clean Water Design Award to the stormwater upgrade at Westfield Elementary School. Four bioretention gardens now treat runoff from the school’s roof and parking lot.</p>',
        photo: demoImage('projects/westfield-rain-garden'),
        alt: 'Students planting native grasses in a rain garden beside the school',
        width: 1200,
      },
      {
        headline: 'Outdoor classroom',
        copy: '<p>Teachers use the gardens for science lessons on the water cycle and native plants.</p>',
        linkText: 'Read more about the project',
        link: '/projects/westfield-elementary-school-stormwater-upgrade',
      },
    ],
  },
  {
    title: 'Cedar & Stone Welcomes Twelve Summer Interns',
    description: 'Twelve engineering students from six universities join our project teams for the summer.',
    intro: 'Twelve students join our project teams for the summer.',
    daysAgo: 118,
    author: 'Tom Whitaker',
    source: OURS,
    location: 'Baltimore, MD',
    category: 'People',
    blocks: [
      {
        copy: '<p>This summer’s interns come from six universities and will work on real projects, visit construction sites every week and present their work to the whole firm in August.</p>',
      },
      {
        headline: 'Apply for next year',
        copy: '<p>Applications for next summer open in October.</p>',
        linkText: 'Internships',
        link: '/careers/civil-engineering-intern-summer',
      },
    ],
  },
  {
    title: 'What the New Building Code Changes Mean for Owners',
    description: 'A recording and summary of our webinar on the latest building code updates adopted by the state.',
    intro: 'A summary of our webinar on the latest code updates.',
    daysAgo: 143,
    author: 'Maya Okafor, PE',
    source: OURS,
    location: 'Online',
    category: 'Insights',
    blocks: [
      {
        copy: '<p>The state has adopted the newest edition of the International Building Code. Our webinar walked through the changes that matter most for building owners: snow and wind loads, mass-timber construction types and existing-building alterations.</p>',
      },
      {
        headline: 'Watch the recording',
        copy: '<p>The full 45-minute recording and slides are available on request.</p>',
        linkText: 'Request the recording',
        link: '/contact-us',
      },
    ],
  },
];
