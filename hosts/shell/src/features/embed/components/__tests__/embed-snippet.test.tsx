import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteLanguage } from '@ghadi/contracts';
import { buildGhadi, identityOf } from '@ghadi/testing';
import { AppProvider } from '@/app/provider';
import { LaterTexts, laterPageTexts } from '@/lib/later-texts';
import { ReadStore } from '@/lib/reads';
import { seedRuntimeConfig } from '@/lib/runtime-config';
import { testI18n } from '@/testing/texts';
import { EmbedSnippet } from '../embed-snippet';

const game = identityOf(buildGhadi({ NameEn: 'Kalyan Morning', NameHn: 'कल्याण मॉर्निंग' }));

function renderSnippet(publicOrigin: string, language: SiteLanguage = 'en') {
  const store = new ReadStore();
  const config = { apiBaseUrl: '', remotes: { admin: '', agent: '' }, siteName: 'Test', timeZone: 'Asia/Kolkata', demo: false, publicOrigin, pushPublicKey: null };
  seedRuntimeConfig(store, config);
  return render(
    <AppProvider store={store} i18n={testI18n(language)} renderedAt="2026-11-22T06:30:00.000Z">
      <LaterTexts catalogs={laterPageTexts}>
        <EmbedSnippet game={game} />
      </LaterTexts>
    </AppProvider>,
  );
}

test("gives the code of a frame of the game's widget at the site's public address, behind a disclosure", async () => {
  renderSnippet('https://results.example');
  const code = screen.getByRole('textbox', { name: 'Code to copy' });
  expect(code).not.toBeVisible();
  await userEvent.click(screen.getByText("Show this game's result on your site"));
  expect(code).toBeVisible();
  expect(code).toHaveValue(
    `<iframe src="https://results.example/widget/kalyan%20morning" title="Kalyan Morning: today's result" width="360" height="190" style="border:0;max-width:100%" loading="lazy"></iframe>`,
  );
  expect(screen.getByText("Every game's results instead:")).toHaveTextContent("Every game's results instead: https://results.example/widget");
});

test('in Hindi, the Hindi widget with the Hindi title', async () => {
  renderSnippet('https://results.example', 'hi');
  expect(screen.getByRole('textbox', { name: 'कॉपी करने का कोड', hidden: true })).toHaveValue(
    '<iframe src="https://results.example/hi/widget/kalyan%20morning" title="कल्याण मॉर्निंग: आज का रिजल्ट" width="360" height="190" style="border:0;max-width:100%" loading="lazy"></iframe>',
  );
});

test('shows nothing while the site does not know its public address', () => {
  const { container } = renderSnippet('');
  expect(container).toBeEmptyDOMElement();
});
