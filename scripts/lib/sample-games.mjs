// Twenty games shaped like the real site's: English and Hindi names, result times spread over the day.
const names = [
  ['Desawar', 'देसावर'],
  ['Faridabad', 'फरीदाबाद'],
  ['Ghaziabad', 'गाजियाबाद'],
  ['Gali', 'गली'],
  ['Delhi Bazar', 'दिल्ली बाजार'],
  ['Shri Ganesh', 'श्री गणेश'],
  ['Agra', 'आगरा'],
  ['Alwar', 'अलवर'],
  ['Ajmer', 'अजमेर'],
  ['Bikaner', 'बीकानेर'],
  ['Jaipur', 'जयपुर'],
  ['Kota', 'कोटा'],
  ['Lucknow', 'लखनऊ'],
  ['Kanpur', 'कानपुर'],
  ['Meerut', 'मेरठ'],
  ['Noida', 'नोएडा'],
  ['Gurgaon', 'गुड़गांव'],
  ['Patna', 'पटना'],
  ['Ranchi', 'रांची'],
  ['Indore', 'इंदौर'],
];

function resultTime(index) {
  // One draw every 45 minutes from 08:00 AM.
  const minutes = 8 * 60 + index * 45;
  const hour24 = Math.floor(minutes / 60);
  const hour12 = ((hour24 + 11) % 12) + 1;
  const pad = (value) => String(value).padStart(2, '0');
  return `${pad(hour12)}:${pad(minutes % 60)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** The bodies of POST /api/ghadis for the first `count` games. */
export function gameInputs(count) {
  return names.slice(0, count).map(([NameEn, NameHn], index) => ({
    NameEn,
    NameHn,
    RTime: resultTime(index),
    OrderId: index + 1,
  }));
}

/** A two-digit result, fixed per game and day so every run serves the same bytes. */
export function resultFor(gameIndex, dayIndex) {
  return String((gameIndex * 37 + dayIndex * 53) % 100).padStart(2, '0');
}
