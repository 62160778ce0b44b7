// Demo events (Event_Detail, tag 204, /events/...). Dates are days from the
// day the seed runs, with local start times in America/New_York.
import type { BlockInput } from './blocks.js';
import { demoImage } from './demo-images.js';

export interface DemoEventDate {
  /** Days from today (negative: in the past). */
  day: number;
  /** Local start hour and minute, e.g. 16.5 for 4:30 pm; ignored for all-day events. */
  start: number;
  hours: number;
}

interface DemoEvent {
  title: string;
  description: string;
  intro: string;
  photo?: string;
  location: string;
  address?: string;
  category: string;
  allDay?: boolean;
  registrationUrl?: string;
  contactName: string;
  contactEmail: string;
  dates: DemoEventDate[];
  blocks: BlockInput[];
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Fall Open House',
    description: 'Tour our Baltimore office, meet our engineers and see models of current projects.',
    intro: 'Tour the office, meet our engineers and see current projects.',
    photo: demoImage('events/open-house'),
    location: 'Cedar & Stone Baltimore Office',
    address: '1200 Harbor Street, Suite 400, Baltimore, MD 21230',
    category: 'Community',
    registrationUrl: 'https://www.example.com/events/fall-open-house#register',
    contactName: 'Tom Whitaker',
    contactEmail: 'events@example.com',
    dates: [{ day: 14, start: 16, hours: 3 }],
    blocks: [
      {
        copy: '<p>Join us for an evening at our Harbor Street office. Our teams will show physical and virtual models of projects under construction, and our principals will give short talks on the hour.</p>',
        photo: demoImage('events/open-house'),
        alt: 'Guests looking at a building model during a previous open house',
        width: 1200,
      },
      {
        headline: 'Good to know',
        copy: '<ul><li>Light refreshments are served.</li><li>Parking is free in the Harbor Street garage; bring your ticket for validation.</li><li>The office is wheelchair accessible.</li></ul>',
      },
    ],
  },
  {
    title: 'Webinar: Designing Stormwater Systems for Heavier Rain',
    description: 'A one-hour webinar on updated rainfall data and what it means for site design. 1 PDH.',
    intro: 'Updated rainfall data and what it means for site design. 1 PDH.',
    location: 'Online (Zoom)',
    category: 'Webinar',
    registrationUrl: 'https://www.example.com/webinars/stormwater-heavier-rain',
    contactName: 'Priya Natarajan, PE',
    contactEmail: 'events@example.com',
    dates: [{ day: 21, start: 12, hours: 1 }],
    blocks: [
      {
        copy: '<p>Storms are getting more intense. Priya Natarajan, PE, explains the new rainfall frequency data, how local codes are responding and practical ways to add capacity to existing sites.</p>',
      },
      {
        headline: 'Who should attend',
        copy: '<p>Facility managers, school district planners, architects and civil engineers. Attendees receive a certificate for one professional development hour.</p>',
        linkText: 'Register now',
        link: 'https://www.example.com/webinars/stormwater-heavier-rain',
        target: '_blank',
      },
    ],
  },
  {
    title: 'Lunch & Learn: Mass Timber in Public Buildings',
    description: 'A three-part lunchtime series on designing libraries, schools and offices in mass timber.',
    intro: 'A three-part lunchtime series. Attend one session or all three.',
    photo: demoImage('events/mass-timber'),
    location: 'Cedar & Stone Baltimore Office, Conference Room A',
    address: '1200 Harbor Street, Suite 400, Baltimore, MD 21230',
    category: 'Continuing Education',
    registrationUrl: 'https://www.example.com/events/mass-timber-series#register',
    contactName: 'Maya Okafor, PE',
    contactEmail: 'events@example.com',
    dates: [
      { day: 10, start: 12, hours: 1 },
      { day: 24, start: 12, hours: 1 },
      { day: 38, start: 12, hours: 1 },
    ],
    blocks: [
      {
        copy: '<p>Session one covers structural systems and fire resistance, session two connections and moisture management, and session three cost and schedule lessons from the Riverside Public Library.</p>',
        photo: demoImage('events/mass-timber'),
        alt: 'Exposed cross-laminated timber ceiling panels',
        width: 1200,
      },
      { headline: 'Lunch is on us', copy: '<p>Each session includes lunch and counts for one PDH.</p>' },
    ],
  },
  {
    title: 'STEM Day at Westfield Elementary',
    description:
      'Our engineers lead hands-on bridge-building and water-filter challenges for fourth and fifth graders.',
    intro: 'Hands-on engineering challenges for fourth and fifth graders.',
    location: 'Westfield Elementary School',
    address: '45 Westfield Road, Towson, MD 21204',
    category: 'Community',
    allDay: true,
    contactName: 'Tom Whitaker',
    contactEmail: 'community@example.com',
    dates: [{ day: 30, start: 0, hours: 24 }],
    blocks: [
      {
        copy: '<p>Twenty Cedar &amp; Stone volunteers will run bridge-building and water-filter challenges in every fourth- and fifth-grade classroom, then visit the school’s award-winning rain gardens.</p>',
      },
      {
        headline: 'Volunteer',
        copy: '<p>Staff who would like to volunteer can sign up with the People team.</p>',
        linkText: 'E-mail the People team',
        link: 'mailto:community@example.com',
      },
    ],
  },
  {
    title: 'Structural Engineering Career Fair',
    description: 'Two days of interviews for engineering graduates and experienced hires, in Baltimore and Richmond.',
    intro: 'Meet our hiring managers in Baltimore or Richmond.',
    location: 'Baltimore and Richmond offices',
    category: 'Careers',
    registrationUrl: 'https://www.example.com/careers',
    contactName: 'Tom Whitaker',
    contactEmail: 'careers@example.com',
    dates: [
      { day: 45, start: 10, hours: 6 },
      { day: 46, start: 10, hours: 6 },
    ],
    blocks: [
      {
        copy: '<p>Day one is held in Baltimore and day two in Richmond. Bring a résumé and, if you have one, a portfolio of project work; we interview on the spot.</p>',
      },
      {
        headline: 'Open positions',
        copy: '<p>See the positions we are hiring for before you come.</p>',
        linkText: 'Careers',
        link: '/careers',
      },
    ],
  },
  {
    title: 'Mid-Atlantic Engineering Summit',
    description: 'Cedar & Stone presented two sessions at this year’s regional engineering summit.',
    intro: 'Two sessions by our engineers at the regional summit.',
    location: 'Baltimore Convention Center',
    address: '1 West Pratt Street, Baltimore, MD 21201',
    category: 'Conference',
    contactName: 'Daniel Reyes',
    contactEmail: 'events@example.com',
    dates: [
      { day: -20, start: 8.5, hours: 8.5 },
      { day: -19, start: 8.5, hours: 8.5 },
      { day: -18, start: 8.5, hours: 4 },
    ],
    blocks: [
      {
        copy: '<p>Daniel Reyes presented “Decarbonizing School Portfolios” and Maya Okafor led a panel on renovating historic civic buildings.</p>',
      },
      {
        headline: 'Slides',
        copy: '<p>Slides from both sessions are available on request.</p>',
        linkText: 'Contact us',
        link: '/contact-us',
      },
    ],
  },
];
