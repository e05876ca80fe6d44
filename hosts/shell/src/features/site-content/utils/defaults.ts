import type { SiteContentSlug } from '@ghadi/contracts';

/**
 * What the public pages show until an admin writes a content block with the slug. Plain information
 * about the site: no numbers for sale, no betting, no predictions.
 */
export const defaultSiteContent: Record<SiteContentSlug, { Title: string; Content: string }> = {
  'site-navigation': {
    Title: 'Navigation',
    Content:
      '<ul><li><a href="/#satta-chart">Satta Chart</a></li><li><a href="/#record-chart">Record Chart</a></li>' +
      '<li><a href="/#time-table">Time Table</a></li><li><a href="/#contact">Contact</a></li></ul>',
  },
  marquee: {
    Title: 'Highlights',
    Content: '<p>Daily results of every ghadi, published as soon as they are declared. Record charts for every month.</p>',
  },
  'promo-text': {
    Title: 'Welcome',
    Content:
      '<p>Yesterday\'s and today\'s results of every ghadi in one place, with the time of each result and the full record chart of the month.</p>',
  },
  contact: {
    Title: 'Contact',
    Content: '<p>Contact details of the site team will be published here.</p>',
  },
  about: {
    Title: 'About',
    Content:
      '<p>This site publishes the daily results of each ghadi, with the time of each result and a record chart for every month.</p>',
  },
  disclaimer: {
    Title: 'Disclaimer',
    Content:
      '<p>This site publishes results for information only. We never sell numbers, take bets, accept payments or predict results. ' +
      'Anyone who offers you a number in our name is not from this site.</p>',
  },
  'privacy-policy': {
    Title: 'Privacy Policy',
    Content:
      '<p>Visitors do not sign in and we keep no personal data about them. The visitor counter uses a random id made for each page load; ' +
      'no IP address is stored.</p>',
  },
};
