import { DEFAULT_SITE_TIME_ZONE } from '@ghadi/contracts';
import { buildGhadi, buildResult, type PublicSiteState } from '@ghadi/testing';

/** A small published site: two games, one with results this month, editable content left at defaults. */
export function samplePublicSite(): PublicSiteState {
  const kalyan = buildGhadi({ NameEn: 'Kalyan', NameHn: 'कल्याण', RTime: '04:00 PM', OrderId: 1 });
  const milan = buildGhadi({ NameEn: 'Milan Day', NameHn: 'मिलन डे', RTime: null, OrderId: 2 });
  const kalyanResults = [buildResult(kalyan, '2026-11-05', '45'), buildResult(kalyan, '2026-11-21', '78')];
  return {
    games: [
      { ...kalyan, YesterdayResult: '78', TodayResult: '12' },
      { ...milan, YesterdayResult: null, TodayResult: null },
    ],
    monthResults: [...kalyanResults, buildResult(milan, '2026-11-05', '90')],
    gameResults: { kalyan: kalyanResults, 'milan day': [] },
    siteContent: {},
    blogSection: null,
    stats: { totalUsers: 120, activeUsers: 7 },
    timeZone: DEFAULT_SITE_TIME_ZONE,
    siteName: 'Test Results',
  };
}
