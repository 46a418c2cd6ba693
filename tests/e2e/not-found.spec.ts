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
});

test('any other unknown path shows the general view', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeHidden();
});
