// Demo blog posts (Blog_Detail, tag 201, /blog/...), projects (Project_Detail,
// tag 211, /projects/...) and job openings (Custom_Page, tag 214, /careers/...).
// Authors, blog tags, markets and services are MiscData rows, named here by
// their position within their kind (1-based, see misc-data.ts).
import type { BlockInput } from './blocks.js';
import { demoImage } from './demo-images.js';

interface DemoPost {
  title: string;
  description: string;
  intro: string;
  photo?: string;
  daysAgo: number;
  /** Position in Blog_Authors. */
  author: number;
  /** Positions in Blog_Tags. */
  tags: number[];
  blocks: BlockInput[];
}

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Five Questions to Ask Before Renovating a Historic Building',
    description:
      'What owners should find out about structure, code and budget before starting work on an older building.',
    intro: 'Know what is behind the walls before you commit to a budget.',
    photo: demoImage('blog/historic-masonry'),
    daysAgo: 9,
    author: 1,
    tags: [1, 4],
    blocks: [
      {
        copy: '<p>Historic buildings reward owners who plan carefully. Before you hire an architect, ask these five questions.</p><ol><li>What drawings of the original building survive?</li><li>How are the floors and roof actually carried to the ground?</li><li>Which code path applies to the renovation?</li><li>Where is the moisture coming from?</li><li>What has been changed since the building was built?</li></ol>',
        photo: demoImage('blog/historic-masonry'),
        alt: 'Close-up of weathered brick masonry with a cast-iron lintel',
        width: 1200,
      },
      {
        headline: 'Start with a condition assessment',
        copy: '<p>A structural condition assessment answers most of these questions for a small fraction of the renovation budget.</p>',
        linkText: 'What a condition assessment includes',
        link: '/blog/what-is-a-building-condition-assessment-and-when-do-you-need-one',
      },
    ],
  },
  {
    title: 'How Green Roofs Pay for Themselves',
    description: 'Stormwater credits, roof life and energy savings: the numbers behind green roofs.',
    intro: 'Stormwater credits, longer roof life and lower cooling bills add up.',
    photo: demoImage('blog/green-roof'),
    daysAgo: 23,
    author: 2,
    tags: [2, 3],
    blocks: [
      {
        copy: '<p>A green roof costs more to build than a conventional roof, but the membrane beneath it can last twice as long, and many cities credit the stormwater it holds back against utility fees.</p>',
        photo: demoImage('blog/green-roof'),
        alt: 'Sedum green roof on a school building with the city skyline behind',
        width: 1200,
      },
      {
        headline: 'Check the structure first',
        copy: '<p>A saturated extensive green roof adds 15 to 25 pounds per square foot. Most existing roofs need a structural check, and some need reinforcement.</p>',
      },
      {
        headline: 'Our rule of thumb',
        copy: '<p>Where stormwater fees are high, payback is often under twelve years.</p>',
        style: 'callout',
      },
    ],
  },
  {
    title: 'What Is a Building Condition Assessment, and When Do You Need One?',
    description: 'A plain-language guide to building condition assessments for owners and facility managers.',
    intro: 'A plain-language guide for owners and facility managers.',
    daysAgo: 41,
    author: 1,
    tags: [1, 4],
    blocks: [
      {
        copy: '<p>A building condition assessment is a structured walk-through of a building by engineers who record the state of its structure, envelope and systems, estimate remaining life and rank the repairs it needs.</p>',
      },
      {
        headline: 'When to order one',
        copy: '<ul><li>Before buying or leasing a building</li><li>Before a major renovation</li><li>When planning capital budgets for a portfolio</li><li>After a fire, flood or impact</li></ul>',
      },
      {
        headline: 'Talk to us',
        copy: '<p>Our assessments include a prioritized repair list with cost ranges.</p>',
        linkText: 'Contact us',
        link: '/contact-us',
      },
    ],
  },
  {
    title: 'Designing Stormwater Systems for Heavier Rain',
    description: 'Rainfall is getting more intense. Here is how site design is changing.',
    intro: 'Rainfall is getting more intense, and site design is changing with it.',
    photo: demoImage('blog/bioretention'),
    daysAgo: 58,
    author: 3,
    tags: [3, 2],
    blocks: [
      {
        copy: '<p>The storms that culverts and ponds were sized for a generation ago now come more often. Updated rainfall data is changing the numbers engineers design with.</p>',
        photo: demoImage('blog/bioretention'),
        alt: 'Bioretention basin with native plants beside a parking lot after rain',
        width: 1200,
      },
      {
        headline: 'Practical steps for existing sites',
        copy: '<p>Disconnect downspouts, add storage under parking areas, and replace lawn with deep-rooted plantings where runoff collects.</p>',
      },
    ],
  },
  {
    title: 'A Day in the Life of an Engineer-in-Training',
    description: 'Site visits, design reviews and exam prep: what the first years at Cedar & Stone look like.',
    intro: 'What the first years at Cedar & Stone look like.',
    photo: demoImage('blog/site-visit'),
    daysAgo: 77,
    author: 4,
    tags: [5],
    blocks: [
      {
        copy: '<p>Our engineers-in-training spend about a third of their time on construction sites. We asked three of them to describe a typical week.</p>',
        photo: demoImage('blog/site-visit'),
        alt: 'Young engineer in a hard hat checking rebar placement on a site',
        width: 1200,
      },
      {
        headline: 'Mentoring and the PE exam',
        copy: '<p>Every new engineer is paired with a licensed mentor, and the firm pays for review courses and exam fees.</p>',
        linkText: 'Open positions',
        link: '/careers',
      },
    ],
  },
  {
    title: 'Using Laser Scanning to Document Existing Buildings',
    description: 'How 3D laser scanning saves time and surprises on renovation projects.',
    intro: 'Point clouds replace tape measures on renovation projects.',
    daysAgo: 102,
    author: 3,
    tags: [6, 4],
    blocks: [
      {
        copy: '<p>A laser scanner records millions of points a second. In a day we can capture an entire floor of a building to within a few millimeters, including the ceiling spaces that old drawings never showed.</p>',
      },
      {
        headline: 'From point cloud to model',
        copy: '<p>The scan becomes a 3D model that architects and engineers design against, which means fewer surprises once walls are opened.</p>',
      },
    ],
  },
];

interface DemoProject {
  title: string;
  description: string;
  intro: string;
  photo: string;
  client: string;
  location: string;
  year: number;
  squareFeet?: number;
  /** Position in Markets. */
  market: number;
  /** Positions in Services. */
  services: number[];
  blocks: BlockInput[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: 'Riverside Public Library Renovation',
    description: 'Restoration and mass-timber expansion of a 1934 public library, with 42% lower energy use.',
    intro: 'A 1934 library restored and expanded with a mass-timber reading room.',
    photo: demoImage('projects/riverside-library-reading-room'),
    client: 'City Library System',
    location: 'Baltimore, MD',
    year: 2025,
    squareFeet: 28000,
    market: 3,
    services: [1, 3, 4],
    blocks: [
      {
        headline: 'The challenge',
        copy: '<p>The library’s unreinforced masonry walls had to carry a new floor load for compact shelving, and the city wanted a net-zero-ready building without changing the historic façade.</p>',
      },
      {
        headline: 'Our solution',
        copy: '<p>We added a concealed steel frame inside the masonry, designed a cross-laminated timber reading room at the rear, and replaced oil heating with geothermal heat pumps.</p>',
        photo: demoImage('projects/riverside-library-reading-room'),
        alt: 'Mass-timber reading room with tall windows and reading tables',
        caption: 'Photo: Jordan Ellis',
        width: 1200,
      },
      {
        headline: 'Results',
        copy: '<ul><li>42% lower modeled energy use</li><li>Historic façade fully preserved</li><li>Reopened on schedule</li></ul>',
        style: 'callout',
      },
    ],
  },
  {
    title: 'Harbor Point Medical Pavilion',
    description: 'A five-story, 120,000-square-foot outpatient pavilion with imaging, surgery and a cancer center.',
    intro: 'Five stories of outpatient care on the harbor.',
    photo: demoImage('projects/harbor-point-topping-out'),
    client: 'Harbor Point Health',
    location: 'Baltimore, MD',
    year: 2026,
    squareFeet: 120000,
    market: 1,
    services: [1, 3, 6],
    blocks: [
      {
        headline: 'A quiet frame for sensitive equipment',
        copy: '<p>MRI and imaging suites need floors that barely move. Our steel frame keeps vibration below the equipment makers’ limits without oversized beams.</p>',
        photo: demoImage('projects/harbor-point-topping-out'),
        alt: 'Steel frame of the five-story medical pavilion during topping out',
        width: 1200,
      },
      {
        headline: 'Built next to a working hospital',
        copy: '<p>Construction administration by our team kept deliveries, cranes and noise away from patient areas throughout the build.</p>',
      },
    ],
  },
  {
    title: 'Westfield Elementary School Stormwater Upgrade',
    description: 'Four bioretention gardens that treat runoff and serve as outdoor classrooms.',
    intro: 'Rain gardens that clean runoff and teach science.',
    photo: demoImage('projects/westfield-rain-garden'),
    client: 'County Public Schools',
    location: 'Towson, MD',
    year: 2024,
    market: 2,
    services: [2, 4],
    blocks: [
      {
        headline: 'Project summary',
        copy: '<p>We replaced an undersized storm drain and two acres of lawn with four bioretention gardens that treat runoff from the roof and parking lot before it reaches the creek.</p>',
        photo: demoImage('projects/westfield-rain-garden'),
        alt: 'Rain garden with native plants and a stone weir beside the school',
        width: 1200,
      },
      {
        headline: 'Award',
        copy: '<p>Winner of the county’s Clean Water Design Award.</p>',
        linkText: 'Read the news',
        link: '/news/westfield-elementary-stormwater-design-wins-county-award',
      },
    ],
  },
  {
    title: 'Jones Falls Pedestrian Bridge',
    description: 'A 180-foot steel truss pedestrian bridge reconnecting two neighborhoods across the Jones Falls.',
    intro: 'A 180-foot truss reconnecting two neighborhoods.',
    photo: demoImage('home/hero-bridge'),
    client: 'City Department of Transportation',
    location: 'Baltimore, MD',
    year: 2023,
    market: 5,
    services: [1, 2, 6],
    blocks: [
      {
        headline: 'Overview',
        copy: '<p>The bridge replaces a crossing closed in 1979. Its weathering-steel truss was assembled beside the stream and lifted into place in a single weekend closure.</p>',
        photo: demoImage('home/hero-bridge'),
        alt: 'Weathering-steel pedestrian truss bridge over a stream at sunrise',
        width: 1920,
        style: 'hero',
      },
      {
        headline: 'Facts',
        copy: '<ul><li>Span: 180 feet</li><li>Width: 14 feet, for people walking and cycling</li><li>Designed for a 100-year life</li></ul>',
      },
    ],
  },
];

interface DemoJob {
  title: string;
  description: string;
  intro: string;
  department: string;
  location: string;
  employmentType: string;
  daysAgo: number;
  blocks: BlockInput[];
}

export const DEMO_JOBS: DemoJob[] = [
  {
    title: 'Project Engineer – Structural',
    description: 'Design and detail buildings in steel, concrete and mass timber with a licensed mentor.',
    intro: 'Design buildings you will see built.',
    department: 'Structural Engineering',
    location: 'Baltimore, MD or Richmond, VA',
    employmentType: 'Full-time',
    daysAgo: 12,
    blocks: [
      {
        headline: 'What you will do',
        copy: '<ul><li>Analyze and design structural systems for healthcare, education and civic buildings</li><li>Prepare drawings and calculations with our BIM team</li><li>Visit sites during construction</li></ul>',
      },
      {
        headline: 'What you bring',
        copy: '<ul><li>A degree in civil or architectural engineering</li><li>2-5 years of experience; EIT required, PE a plus</li><li>Familiarity with RAM, RISA or ETABS</li></ul>',
      },
      {
        headline: 'Apply',
        copy: '<p>Send your résumé to <a href="mailto:careers@example.com">careers@example.com</a>.</p>',
        linkText: 'Apply by e-mail',
        link: 'mailto:careers@example.com',
      },
    ],
  },
  {
    title: 'Civil Engineering Intern (Summer)',
    description: 'A paid ten-week summer internship with our civil and site engineering team.',
    intro: 'Ten paid weeks on real projects.',
    department: 'Civil & Site Engineering',
    location: 'Baltimore, MD',
    employmentType: 'Internship',
    daysAgo: 30,
    blocks: [
      {
        headline: 'The internship',
        copy: '<p>Work on grading, utility and stormwater designs, visit construction sites weekly and present a project to the firm at the end of the summer.</p>',
      },
      {
        headline: 'Apply',
        copy: '<p>Open to students who have completed their second year of an engineering degree.</p>',
        linkText: 'Apply by e-mail',
        link: 'mailto:careers@example.com',
      },
    ],
  },
];
