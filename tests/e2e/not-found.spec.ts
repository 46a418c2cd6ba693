import { expect, test } from './fixtures';

test('an unknown guide returns 404 and shows the blog-post view', async ({ page }) => {
  const response = await page.goto('/guides/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  await expect(
    page.getByText("The blog post you're looking for doesn't exist or couldn't be loaded."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' }).filter({ visible: true })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeHidden();
  // The title stays the guide's once everything has loaded, and a page reached from here gets its own.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Blog Post Not Found – Explore Bandung');
  await page.getByRole('link', { name: 'Browse all guides' }).click();
  await expect(page).toHaveURL(/\/guides$/);
  await expect(page).not.toHaveTitle(/Not Found/);
});

test('any other unknown path shows the general view', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeHidden();
  await expect(page).toHaveTitle('Page Not Found – Explore Bandung');
  // Its own icons, as every page: without them a browser asks for a /favicon.ico that is not there.
  await expect(page.locator('link[rel="icon"][href="/icons/icon.svg"]')).toHaveCount(1);
  expect((await page.request.get('/icons/icon.svg')).status()).toBe(200);
});
