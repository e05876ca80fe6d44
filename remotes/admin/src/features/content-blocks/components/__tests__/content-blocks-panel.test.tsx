import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPaths, serverMessages, siteContentSlugs } from '@ghadi/contracts';
import { answerOnceAsRecorded, failingRoute, recordedExchanges } from '@ghadi/testing';
import { setupAdminServer } from '@/testing/admin-server';
import { answerConfirm, renderAdmin } from '@/testing/render-admin';

const { server, db } = setupAdminServer();

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(`^${title} `) });

async function openBlocks() {
  const user = renderAdmin('/admin/content-blocks');
  await screen.findByRole('heading', { name: 'Add Content Block' });
  return user;
}

async function fillBlock(user: Awaited<ReturnType<typeof openBlocks>>, values: { Title?: string; Slug?: string; Content?: string }) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label));
    // Content holds HTML, whose brackets user.type would read as key names.
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

test('lists the blocks with Active as Yes or No', async () => {
  db().addContentBlock({ Title: 'About us', Slug: 'about-us', isActive: true });
  db().addContentBlock({ Title: 'Old news', Slug: 'old-news', isActive: false });
  await openBlocks();
  await screen.findByRole('row', { name: /^About us / });
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title', 'Slug', 'Active', 'Edit', 'Delete']);
  expect(within(rowOf('About us')).getByText('about-us')).toBeInTheDocument();
  expect(within(rowOf('About us')).getByText('Yes')).toBeInTheDocument();
  expect(within(rowOf('Old news')).getByText('No')).toBeInTheDocument();
});

test('says No content blocks found. when there are none', async () => {
  await openBlocks();
  expect(await screen.findByText('No content blocks found.')).toBeInTheDocument();
});

test('says Failed to load content blocks. when the list fails', async () => {
  server.use(failingRoute('get', apiPaths.contentBlocks));
  await openBlocks();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load content blocks.');
});

test('Title, Slug and Content are required; the slug has its placeholder and format', async () => {
  const user = await openBlocks();
  expect(screen.getByLabelText('Slug')).toHaveAttribute('placeholder', 'Unique identifier (e.g. about-us)');
  expect(screen.getByLabelText('Active')).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
  expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription('Slug is required');
  expect(screen.getByLabelText('Content')).toHaveAccessibleDescription('Content is required');
  await fillBlock(user, { Slug: 'About Us' });
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription('Slug may contain only lower-case letters, digits and dashes');
  expect(db().requests.filter((r) => r.method === 'POST' && r.path === apiPaths.contentBlocks)).toHaveLength(0);
});

test('the form names the slugs the public site reads, so the admin knows which blocks show where', async () => {
  await openBlocks();
  const hint = screen.getByText(/The public site shows the blocks with these slugs/);
  const slugs = within(hint).getAllByRole('code').map((code) => code.textContent);
  // The list the public site reads, whatever it grows to, the home page's blog named again, then how a block's
  // Hindi version is named.
  expect(slugs).toEqual([...siteContentSlugs, 'blog-section', 'blog-section', '-hi', 'about-hi']);
  expect(slugs).toEqual(expect.arrayContaining(['site-navigation', 'marquee', 'promo-text', 'contact']));
});

test('adds a block and says Content added successfully.', async () => {
  const user = await openBlocks();
  await fillBlock(user, { Title: 'Blog', Slug: 'blog-section', Content: '<p>Today</p>' });
  await user.click(screen.getByLabelText('Active'));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Content added successfully.');
  expect(within(rowOf('Blog')).getByText('No')).toBeInTheDocument();
  expect(db().requests.find((r) => r.method === 'POST' && r.path === apiPaths.contentBlocks)?.body).toEqual({
    Title: 'Blog',
    Slug: 'blog-section',
    Content: '<p>Today</p>',
    isActive: false,
  });
  expect(screen.getByLabelText('Title')).toHaveValue('');
});

test('Edit fills the form; Update says Content updated successfully.; Cancel returns to add mode', async () => {
  db().addContentBlock({ Title: 'About us', Slug: 'about-us', Content: '<p>Old</p>' });
  const user = await openBlocks();
  await user.click(within(await screen.findByRole('row', { name: /^About us / })).getByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('heading', { name: 'Edit Content Block' })).toBeInTheDocument();
  expect(screen.getByLabelText('Slug')).toHaveValue('about-us');
  expect(screen.getByLabelText('Content')).toHaveValue('<p>Old</p>');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('heading', { name: 'Add Content Block' })).toBeInTheDocument();
  expect(screen.getByLabelText('Slug')).toHaveValue('');

  await user.click(within(rowOf('About us')).getByRole('button', { name: 'Edit' }));
  await fillBlock(user, { Title: 'About the site' });
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Content updated successfully.');
  expect(screen.getByRole('heading', { name: 'Add Content Block' })).toBeInTheDocument();
  expect(await screen.findByRole('row', { name: /^About the site / })).toBeInTheDocument();
});

test('a refused save shows the server message, or Failed to save content block. without one', async () => {
  db().addContentBlock({ Slug: 'about-us' });
  const user = await openBlocks();
  await fillBlock(user, { Title: 'Again', Slug: 'about-us', Content: '<p>Today</p>' });
  server.use(answerOnceAsRecorded(recordedExchanges.adminSlugTaken));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Slug already exists$/);
  server.use(failingRoute('post', apiPaths.contentBlocks));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Failed to save content block.')).toHaveRole('alert');
  expect(screen.queryByRole('status')).toBeNull();
});

test('Delete asks first; refused keeps the block, confirmed says Deleted successfully.', async () => {
  db().addContentBlock({ Title: 'About us' });
  const confirm = answerConfirm(false);
  const user = await openBlocks();
  await user.click(within(await screen.findByRole('row', { name: /^About us / })).getByRole('button', { name: 'Delete' }));
  expect(confirm).toHaveBeenCalledWith('Delete this content block?');
  expect(rowOf('About us')).toBeInTheDocument();
  expect(db().requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  confirm.mockReturnValue(true);
  await user.click(within(rowOf('About us')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Deleted successfully.');
  expect(await screen.findByText('No content blocks found.')).toBeInTheDocument();
});

test('a failed delete says Delete failed.', async () => {
  db().addContentBlock({ Title: 'About us' });
  server.use(failingRoute('delete', apiPaths.contentBlock.route));
  answerConfirm(true);
  const user = await openBlocks();
  await user.click(within(await screen.findByRole('row', { name: /^About us / })).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed.');
  expect(rowOf('About us')).toBeInTheDocument();
});

test('previews the content as the server will show it: its styles kept, scripts, handlers and frames gone', async () => {
  const { request, response } = recordedExchanges.contentPreview;
  const user = await openBlocks();
  expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
  await fillBlock(user, { Content: request.Content });

  const preview = screen.getByRole('region', { name: 'Preview' });
  // The server's HTML as a browser parses it: the preview draws exactly that, nothing added or removed.
  const served = document.createElement('div');
  served.innerHTML = response.data.Content;
  await waitFor(() => expect(within(preview).getByTestId('content-preview').innerHTML).toBe(served.innerHTML));
  expect(within(preview).queryByText('Updating preview...')).toBeNull();
  expect(within(preview).getByRole('heading', { name: 'Styled heading' })).toHaveStyle({ color: 'rgb(138, 21, 56)', textAlign: 'center' });
  expect(preview.querySelector('script, iframe, [onerror], [href^="javascript"]')).toBeNull();
  expect(db().requests.filter((call) => call.path === apiPaths.contentPreview)).toHaveLength(1);
});

test('says why when the server refuses to preview the content', async () => {
  server.use(failingRoute('post', apiPaths.contentPreview, { status: 400, code: 'contentEmptyWhenSanitized' }));
  const user = await openBlocks();
  await fillBlock(user, { Content: '<script>alert(1)</script>' });

  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(await within(preview).findByText(serverMessages.contentEmptyWhenSanitized)).toBeInTheDocument();
});
