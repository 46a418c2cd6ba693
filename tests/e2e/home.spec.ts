import { expect, test } from './fixtures';

test('home page shows the hero with its rating and calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Explore Bandung – Local Tips & Must-Visit Spots');
  await expect(page.getByText('4.9/5 from 2,847 travelers')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Experiences' })).toHaveAttribute('href', '/tours');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Travel Guide', exact: true }),
  ).toHaveAttribute('href', '/guides');
});
