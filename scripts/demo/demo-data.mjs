// The demo's invented data set: games, agents, accounts and site texts. Neutral wording only: the site
// publishes results; nothing here sells numbers, takes bets or predicts.

/** Printed at start, so a newcomer can sign in. Demo only: never use these anywhere else. */
export const demoAccounts = {
  admin: { UserName: 'admin', Password: 'demo-admin-2026' },
  agents: [
    { UserName: 'asha', Password: 'demo-agent-2026', DisplayName: 'Asha Verma', email: 'asha@demo.invalid' },
    { UserName: 'ravi', Password: 'demo-agent-2026', DisplayName: 'Ravi Kumar', email: 'ravi@demo.invalid' },
    { UserName: 'meena', Password: 'demo-agent-2026', DisplayName: 'Meena Joshi', email: 'meena@demo.invalid' },
  ],
};

/**
 * Twelve games. `offset` places the result time relative to the moment the demo is first seeded (minutes,
 * wrapping around the day), so a newcomer's first look shows every state; `delay` is how many minutes after
 * that time the agent publishes. The names and roles stay the same on every later day.
 */
export const demoGames = [
  { NameEn: 'Sunrise', NameHn: 'सूर्योदय', offset: -600, delay: 2 },
  { NameEn: 'Morning Star', NameHn: 'भोर का तारा', offset: -480, delay: 4 },
  { NameEn: 'Lotus', NameHn: 'कमल', offset: -360, delay: 3 },
  // Published, then corrected a few minutes later: the chart page shows the trail.
  { NameEn: 'Riverside', NameHn: 'नदी किनारा', offset: -240, delay: 3, corrected: true },
  { NameEn: 'Green Park', NameHn: 'हरित उद्यान', offset: -150, delay: 5 },
  { NameEn: 'City Centre', NameHn: 'नगर केंद्र', offset: -75, delay: 2 },
  // Late: its agent publishes long after its time, so it shows as awaited and late for a while.
  { NameEn: 'Golden Gate', NameHn: 'स्वर्ण द्वार', offset: -30, delay: 50 },
  { NameEn: 'Evening Star', NameHn: 'सांध्य तारा', offset: -6, delay: 15 },
  { NameEn: 'Moonlight', NameHn: 'चांदनी', offset: 20, delay: 3 },
  // Off every Sunday and on the demo's own today, marked by the admin.
  { NameEn: 'Lake View', NameHn: 'झील दर्शन', offset: 90, delay: 4, holiday: true },
  { NameEn: 'Hill Top', NameHn: 'पहाड़ी चोटी', offset: 180, delay: 3 },
  { NameEn: 'Night Queen', NameHn: 'रात की रानी', offset: 300, delay: 6 },
];

/** Which agent publishes each game (by index in demoGames): four games each. */
export const agentOfGame = (gameIndex) => Math.floor(gameIndex / 4);

/** A two-digit result, fixed per game and date, so a restarted demo fills gaps with the same numbers. */
export function demoResult(gameIndex, date) {
  let hash = 17 + gameIndex * 7919;
  for (const char of date) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return String(hash % 100).padStart(2, '0');
}

/** The value a correction changes a result to. */
export const correctedResult = (value) => String((Number(value) + 37) % 100).padStart(2, '0');

const paragraph = (text) => `<p>${text}</p>`;

/** The public site's content blocks, filled so every section shows something. */
export const demoContentBlocks = [
  {
    Slug: 'site-navigation',
    Title: 'Navigation',
    Content:
      '<ul><li><a href="/#satta-chart">Satta Chart</a></li><li><a href="/#record-chart">Record Chart</a></li>' +
      '<li><a href="/#time-table">Time Table</a></li><li><a href="/#contact">Contact</a></li></ul>',
  },
  { Slug: 'marquee', Title: 'Highlights', Content: paragraph('Demo site: every game, number and name here is invented to show how the site works.') },
  {
    Slug: 'promo-text',
    Title: 'Welcome to the demo',
    Content: paragraph('Each game shows whether its result is coming, late, declared or corrected. Sign in as the admin or an agent to see the back offices.'),
  },
  { Slug: 'contact', Title: 'Contact', Content: paragraph('This is a demo: there is nobody to contact. A real site puts its team\'s address here.') },
  {
    Slug: 'blog-section',
    Title: 'How results are published',
    Content:
      paragraph('Each game has an agent who enters its result after the result time. The admin reviews results and can mark a day off.') +
      paragraph('A corrected result keeps its trail: the earlier value, the new one and when it changed.'),
  },
  { Slug: 'about', Title: 'About this demo', Content: paragraph('A demonstration of the results site with invented data.') },
  { Slug: 'disclaimer', Title: 'Disclaimer', Content: paragraph('Demo data only. This site publishes results for information; it never takes bets, sells numbers or predicts results.') },
  { Slug: 'privacy-policy', Title: 'Privacy Policy', Content: paragraph('The demo counts visits with a random session id and keeps no personal data.') },
];

/** Their Hindi versions (the slug with `-hi`), which the Hindi pages show, so a Hindi visitor reads Hindi throughout. */
export const demoContentBlocksHindi = [
  {
    Slug: 'site-navigation-hi',
    Title: 'नेविगेशन',
    Content:
      '<ul><li><a href="/hi/#satta-chart">सट्टा चार्ट</a></li><li><a href="/hi/#record-chart">रिकॉर्ड चार्ट</a></li>' +
      '<li><a href="/hi/#time-table">समय सारणी</a></li><li><a href="/hi/#contact">संपर्क</a></li></ul>',
  },
  { Slug: 'marquee-hi', Title: 'मुख्य बातें', Content: paragraph('डेमो साइट: यहाँ का हर खेल, अंक और नाम साइट का काम दिखाने के लिए गढ़ा गया है।') },
  {
    Slug: 'promo-text-hi',
    Title: 'डेमो में स्वागत है',
    Content: paragraph('हर खेल बताता है कि उसका रिजल्ट आने वाला है, देर से है, घोषित हो चुका है या सुधारा गया है। बैक ऑफ़िस देखने के लिए एडमिन या एजेंट के रूप में साइन इन करें।'),
  },
  { Slug: 'contact-hi', Title: 'संपर्क', Content: paragraph('यह डेमो है: यहाँ संपर्क के लिए कोई नहीं है। असली साइट यहाँ अपनी टीम का पता देती है।') },
  {
    Slug: 'blog-section-hi',
    Title: 'रिजल्ट कैसे प्रकाशित होते हैं',
    Content:
      paragraph('हर खेल का एक एजेंट होता है जो रिजल्ट के समय के बाद उसका रिजल्ट दर्ज करता है। एडमिन रिजल्ट की जाँच करता है और किसी दिन की छुट्टी तय कर सकता है।') +
      paragraph('सुधारे गए रिजल्ट का पूरा ब्योरा रहता है: पहला अंक, नया अंक और बदलाव का समय।'),
  },
  { Slug: 'about-hi', Title: 'इस डेमो के बारे में', Content: paragraph('गढ़े गए आँकड़ों के साथ रिजल्ट की साइट का प्रदर्शन।') },
  { Slug: 'disclaimer-hi', Title: 'अस्वीकरण', Content: paragraph('केवल डेमो आँकड़े। यह साइट जानकारी के लिए रिजल्ट प्रकाशित करती है; यह न दांव लेती है, न अंक बेचती है, न रिजल्ट का अनुमान लगाती है।') },
  { Slug: 'privacy-policy-hi', Title: 'गोपनीयता नीति', Content: paragraph('डेमो हर विज़िट को एक यादृच्छिक सत्र आईडी से गिनता है और कोई निजी जानकारी नहीं रखता।') },
];
